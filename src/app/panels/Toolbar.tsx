import { CARD_HEIGHT, CARD_WIDTH } from '../../export/cardFrame.ts';
import { correctionsFileText } from '../state/correctionsFileText.ts';
import { cardSvg } from '../../export/cardSvg.ts';
import { CSV_HEADER, pieceCsvRow } from '../../export/pieceCsv.ts';
import { importCorrections, openFile, redo, undo } from '../state/modelActions.ts';
import { requestView } from '../state/selectionActions.ts';
import { useViewer, viewerStore, type TintMode } from '../state/viewerStore.ts';
import type { ReactNode } from 'react';
import { MODEL_ACCEPT } from '../shell/modelFormats.ts';
import { useNarrowScreen } from '../shell/useNarrowScreen.ts';
import { pieceCardPicture } from './cardPicture.ts';
import { baseName, download, svgToPng } from './downloads.ts';
import { FileButton } from './FileButton.tsx';
import { LibraryCacheSettings } from './LibraryCacheSettings.tsx';
import { ShareButton } from './ShareButton.tsx';

const MODES: { readonly mode: TintMode; readonly label: string }[] = [
  { mode: 'colours', label: 'Colours' },
  { mode: 'sections', label: 'Sections' },
  { mode: 'functions', label: 'Functions' },
];

/** Downloads of the analysis are named after the file, and the piece when one is chosen ("castle.piece-5"). */
function analyzedName(): string {
  const { modelName, frame } = viewerStore.getState();
  return frame?.piece != null ? `${baseName(modelName)}.piece-${frame.piece}` : baseName(modelName);
}

export function Toolbar() {
  const mode = useViewer((s) => s.mode);
  const showMeasurements = useViewer((s) => s.showMeasurements);
  const canUndo = useViewer((s) => s.undo.length > 0);
  const canRedo = useViewer((s) => s.redo.length > 0);
  const hasDoc = useViewer((s) => s.doc !== null);
  const narrow = useNarrowScreen();

  const exportJson = () => {
    const { doc } = viewerStore.getState();
    if (doc) download(`${analyzedName()}.brickstats.json`, JSON.stringify(doc, null, 1));
  };
  const exportCsv = () => {
    const { doc } = viewerStore.getState();
    if (doc) download(`${analyzedName()}.csv`, `${CSV_HEADER.join(',')}\n${pieceCsvRow(doc)}\n`, 'text/csv');
  };
  const exportSvg = () => {
    const { doc } = viewerStore.getState();
    if (doc) download(`${analyzedName()}.card.svg`, cardSvg(doc, pieceCardPicture()), 'image/svg+xml');
  };
  const exportPng = async () => {
    const { doc } = viewerStore.getState();
    if (doc) download(`${analyzedName()}.card.png`, await svgToPng(cardSvg(doc, pieceCardPicture()), CARD_WIDTH, CARD_HEIGHT));
  };
  const exportModel = async () => {
    const { doc, scene, frame } = viewerStore.getState();
    if (!doc || !scene) return;
    try {
      // The exporter is loaded on first use: it is not needed to look at a model.
      const { exportGlb } = await import('./exportGlb.ts');
      // The analyzed parts only: the chosen piece, or the whole file.
      download(`${analyzedName()}.glb`, await exportGlb(frame?.scene ?? scene, doc));
    } catch (e) {
      viewerStore.setState({ error: `GLB export: ${(e as Error).message}` });
    }
  };
  const exportCorrections = () => {
    const { corrections, modelName } = viewerStore.getState();
    download(`${baseName(modelName)}.corrections.json`, correctionsFileText(corrections, modelName));
  };

  const history = (
    <span className="group" role="group" aria-label="History">
      <button data-testid="undo" disabled={!canUndo} onClick={undo} title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z">Undo</button>
      <button data-testid="redo" disabled={!canRedo} onClick={redo} title="Redo (Ctrl+Shift+Z or Ctrl+Y)" aria-keyshortcuts="Control+Shift+Z Control+Y">Redo</button>
    </span>
  );

  // On a phone the toolbar keeps to three rows, so the model has the screen: opening, sharing and undoing first,
  // then how it is drawn, then the views, with the downloads and the settings folded away.
  return (
    <header className="toolbar">
      <strong className="brand">brickstats</strong>
      <FileButton accept={MODEL_ACCEPT} inputTestId="model-input" testId="open-model" className="primary" onFile={(file) => void openFile(file)}>
        Open model…
      </FileButton>
      <ShareButton />
      {narrow && history}
      <span className="group" role="group" aria-label="Tint">
        {MODES.map((m) => (
          <button key={m.mode} data-testid={`mode-${m.mode}`} aria-pressed={mode === m.mode} onClick={() => viewerStore.setState({ mode: m.mode })}>
            {m.label}
          </button>
        ))}
      </span>
      <button data-testid="toggle-measurements" aria-pressed={showMeasurements} onClick={() => viewerStore.setState({ showMeasurements: !showMeasurements })}>
        Measurements
      </button>
      <span className="group" role="group" aria-label="View">
        <button onClick={() => requestView('fit')} title="Fit the model (F)" aria-keyshortcuts="F">Fit</button>
        <button onClick={() => requestView('front')}>Front</button>
        <button onClick={() => requestView('side')}>Side</button>
        <button onClick={() => requestView('top')}>Top</button>
      </span>
      {!narrow && history}
      <Tucked away={narrow}>
      <span className="group exports" role="group" aria-label="Downloads">
        <button data-testid="export-json" disabled={!hasDoc} onClick={exportJson}>JSON</button>
        <button data-testid="export-csv" disabled={!hasDoc} onClick={exportCsv}>CSV</button>
        <button data-testid="export-svg" disabled={!hasDoc} onClick={exportSvg}>Card SVG</button>
        <button data-testid="export-png" disabled={!hasDoc} onClick={() => void exportPng()}>Card PNG</button>
        <button data-testid="export-glb" disabled={!hasDoc} onClick={() => void exportModel()} title="The model as a GLB, with the stats in its metadata">GLB</button>
        <button data-testid="export-corrections" disabled={!hasDoc} onClick={exportCorrections}>Corrections</button>
        <FileButton accept=".json" inputTestId="corrections-input" testId="import-corrections" onFile={(file) => void importCorrections(file)}>
          Import corrections…
        </FileButton>
      </span>
      {narrow && <LibraryCacheSettings />}
      </Tucked>
      {!narrow && <LibraryCacheSettings />}
    </header>
  );
}

/** On a narrow screen the downloads fold into a disclosure (a native one: keyboard and screen readers know it), so the model stays in view. */
function Tucked({ away, children }: { away: boolean; children: ReactNode }) {
  if (!away) return <>{children}</>;
  return (
    <details className="toolbar-more" data-testid="toolbar-more">
      <summary>
        More<span className="visually-hidden">: downloads, corrections and settings</span>
      </summary>
      {children}
    </details>
  );
}
