import { useEffect, useState } from 'react';
import { Inspector } from './panels/Inspector.tsx';
import { GamePanel } from './panels/GamePanel.tsx';
import { PartList } from './panels/PartList.tsx';
import { PiecePicker } from './panels/PiecePicker.tsx';
import { StatusBar } from './panels/StatusBar.tsx';
import { TeamSummary } from './panels/TeamSummary.tsx';
import { Toolbar } from './panels/Toolbar.tsx';
import { Viewer } from './scene/Viewer.tsx';
import { openFile, redo, undo } from './state/modelActions.ts';
import { requestView, selectPart } from './state/selectionActions.ts';
import { useViewer, viewerStore } from './state/viewerStore.ts';

/** The player's main screen: parts on the left, the model in the middle, the data sheet on the right. */
export function App() {
  const [dragging, setDragging] = useState(false);
  const modelName = useViewer((s) => s.modelName);
  // The tab names the model, so several open builds can be told apart.
  useEffect(() => {
    document.title = modelName ? `${modelName} · brickstats` : 'brickstats';
  }, [modelName]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (mod && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        redo();
      } else if (!mod && e.key === 'f') requestView('fit');
      else if (!mod && e.key === 'Escape') selectPart(null, false);
      else if (!mod && ['1', '2', '3'].includes(e.key)) viewerStore.setState({ mode: (['colours', 'sections', 'functions'] as const)[Number(e.key) - 1]! });
      else if (!mod && e.key === 'm') viewerStore.setState((s) => ({ showMeasurements: !s.showMeasurements }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div
      className={`app ${dragging ? 'dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) void openFile(file);
      }}
    >
      <Toolbar />
      <StatusBar />
      <main className="workspace">
        <PartList />
        <div className="viewport">
          <Viewer />
        </div>
        <aside className="side">
          <PiecePicker />
          <GamePanel />
          <Inspector />
          <TeamSummary />
        </aside>
      </main>
    </div>
  );
}
