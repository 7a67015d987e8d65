import { useState } from 'react';
import { FileButton } from '../panels/FileButton.tsx';
import { openBytes, openFile } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { EXAMPLE } from './example.ts';
import { MODEL_ACCEPT, MODEL_FORMATS } from './modelFormats.ts';

/** What the app does, said once, on the first screen. */
export const WHAT_IT_DOES = 'brickstats reads a LEGO build made in Studio, LeoCAD or LDCad and gives its stats for Block Duel Chess and other brick games, every number explained on the 3D model.';

/**
 * The first screen, over the 3D view: what brickstats does, where to drop a build
 * (and which files), and the example one click away. Shown while the example (or
 * nothing) is open; closed by looking at the example, opening a build, or Close.
 */
export function Welcome() {
  const [closed, setClosed] = useState(false);
  const modelName = useViewer((s) => s.modelName);
  const idle = useViewer((s) => s.modelName === null && s.progress === null);
  if (closed || !(modelName === EXAMPLE.name || idle)) return null;
  const lookAtExample = () => {
    setClosed(true);
    if (modelName !== EXAMPLE.name) openBytes(EXAMPLE.name, new TextEncoder().encode(EXAMPLE.text).buffer as ArrayBuffer, false);
  };
  return (
    <section className="welcome" data-testid="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Game stats for your brick builds</h1>
      <p>{WHAT_IT_DOES}</p>
      <p className="drop-here">
        <strong>Drop your build here</strong>
        <span className="formats">{MODEL_FORMATS.join(' ')}</span>
      </p>
      <div className="welcome-actions">
        <FileButton accept={MODEL_ACCEPT} inputTestId="welcome-model-input" testId="welcome-open" className="primary" onFile={(file) => void openFile(file)}>
          Open your build…
        </FileButton>
        <button type="button" data-testid="welcome-example" onClick={lookAtExample}>
          Look at the example
        </button>
      </div>
    </section>
  );
}
