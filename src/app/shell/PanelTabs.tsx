import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { GamePanel } from '../panels/GamePanel.tsx';
import { Inspector } from '../panels/Inspector.tsx';
import { PartList } from '../panels/PartList.tsx';
import { PiecePicker } from '../panels/PiecePicker.tsx';
import { TeamSummary } from '../panels/TeamSummary.tsx';
import { useViewer } from '../state/viewerStore.ts';
import { useRevealOnSelect } from './useRevealOnSelect.ts';

type Tab = 'stats' | 'part' | 'parts' | 'team';

/**
 * The panels of a narrow screen, as tabs under the 3D view: the stats and games,
 * the selected part (its labels and corrections), the part list, and the team of a
 * file with several pieces. Every tab
 * stays mounted (hidden when not chosen), so a game's result or a duel survives a
 * look at another tab. A part picked (outside the part list) opens the Part tab and
 * scrolls its correction controls into view.
 */
export function PanelTabs() {
  const [tab, setTab] = useState<Tab>('stats');
  const selected = useViewer((s) => s.selection.length > 0);
  const hasTeam = useViewer((s) => s.team !== null);
  useEffect(() => {
    if (selected) setTab((t) => (t === 'parts' ? t : 'part'));
  }, [selected]);
  const shown = !hasTeam && tab === 'team' ? 'stats' : tab;
  const partPanel = useRef<HTMLDivElement>(null);
  useRevealOnSelect(partPanel, shown === 'part');
  return (
    <Tabs.Root className="panel-tabs" value={shown} onValueChange={(v) => setTab(v as Tab)}>
      <Tabs.List className="tab-list" aria-label="Panels">
        <Tabs.Trigger value="stats" data-testid="tab-stats">Stats</Tabs.Trigger>
        <Tabs.Trigger value="part" data-testid="tab-part">Part</Tabs.Trigger>
        <Tabs.Trigger value="parts" data-testid="tab-parts">Parts</Tabs.Trigger>
        {hasTeam && <Tabs.Trigger value="team" data-testid="tab-team">Team</Tabs.Trigger>}
      </Tabs.List>
      <Tabs.Content value="stats" forceMount className="tab-panel">
        <PiecePicker />
        <GamePanel />
      </Tabs.Content>
      <Tabs.Content value="part" forceMount className="tab-panel" ref={partPanel}>
        <Inspector />
      </Tabs.Content>
      <Tabs.Content value="parts" forceMount className="tab-panel">
        <PartList />
      </Tabs.Content>
      {hasTeam && (
        <Tabs.Content value="team" forceMount className="tab-panel">
          <TeamSummary />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
