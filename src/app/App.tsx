import { useEffect, useRef } from 'react';
import { GamePanel } from './panels/GamePanel.tsx';
import { Inspector } from './panels/Inspector.tsx';
import { PartList } from './panels/PartList.tsx';
import { PiecePicker } from './panels/PiecePicker.tsx';
import { StatusBar } from './panels/StatusBar.tsx';
import { TeamSummary } from './panels/TeamSummary.tsx';
import { Toolbar } from './panels/Toolbar.tsx';
import { Viewer } from './scene/Viewer.tsx';
import { DropOverlay } from './shell/DropOverlay.tsx';
import { PanelTabs } from './shell/PanelTabs.tsx';
import { useFileDrop } from './shell/useFileDrop.ts';
import { useNarrowScreen } from './shell/useNarrowScreen.ts';
import { useRevealOnSelect } from './shell/useRevealOnSelect.ts';
import { useShortcuts } from './shell/useShortcuts.ts';
import { Welcome } from './shell/Welcome.tsx';
import { openFile } from './state/modelActions.ts';
import { useViewer } from './state/viewerStore.ts';

/**
 * The player's main screen: parts on the left, the model in the middle, the data
 * sheet on the right; on a narrow screen the model on top and the panels as tabs
 * below. The 3D view comes first in the page either way, so switching layouts
 * never rebuilds it.
 */
export function App() {
  const narrow = useNarrowScreen();
  const { dragging, handlers } = useFileDrop((file) => void openFile(file));
  const modelName = useViewer((s) => s.modelName);
  // The tab names the model, so several open builds can be told apart.
  useEffect(() => {
    document.title = modelName ? `${modelName} · brickstats` : 'brickstats';
  }, [modelName]);
  useShortcuts();
  const inspector = useRef<HTMLDivElement>(null);
  useRevealOnSelect(inspector);
  return (
    <div className={`app ${narrow ? 'narrow' : 'wide'}`} {...handlers}>
      <Toolbar />
      <StatusBar />
      <main className="workspace">
        <section className="viewport" aria-label={modelName ? `3D view of ${modelName}` : '3D view'}>
          <Viewer />
          <Welcome />
        </section>
        {narrow ? (
          <PanelTabs />
        ) : (
          <>
            <PartList />
            <aside className="side" aria-label="Stats and games">
              <PiecePicker />
              <GamePanel />
              <div ref={inspector} className="inspector-slot">
                <Inspector />
              </div>
              <TeamSummary />
            </aside>
          </>
        )}
      </main>
      {dragging && <DropOverlay />}
    </div>
  );
}
