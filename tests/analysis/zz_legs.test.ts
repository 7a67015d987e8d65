import { it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';

it('legs', { timeout: 900_000 }, async () => {
  const files: [string, string][] = [];
  for (const b of readdirSync('tests/analysis/unseen').filter((x) => x.startsWith('batch'))) for (const f of readdirSync(`tests/analysis/unseen/${b}`)) {
    const lab = JSON.parse(readFileSync(`tests/analysis/unseen/${b}/${f}`, 'utf8'));
    if (existsSync('/tmp/nova/' + lab.file)) files.push([`${b}/${f}`, '/tmp/nova/' + lab.file]);
  }
  for (const f of readdirSync('tests/analysis/labels').filter((x) => x.endsWith('.json'))) {
    const lab = JSON.parse(readFileSync(`tests/analysis/labels/${f}`, 'utf8'));
    if (lab.file && existsSync('/work/shared/models/' + lab.file)) files.push([f, '/work/shared/models/' + lab.file]);
  }
  files.push(['7111', '/tmp/nova6/data/models-annotated/7111-1.mpd']);
  const out: string[] = [];
  for (const [name, path] of files) {
    const { model } = await loadBuild(path, library(), { expandShortcuts: true });
    const team = analyzeTeam(model, { element: 'Normal' });
    for (const m of team.members) {
      const a = m.analysis;
      if (a.measurements.baseType !== 'legs') continue;
      const legs = a.parts.flatMap((p, i) => (a.labels[i]!.limb === 'leg' ? [i] : []));
      if (legs.length === 0) continue;
      const lo = [0, 1, 2].map((k) => Math.min(...legs.map((i) => a.parts[i]!.bounds.min[k]!)));
      const hi = [0, 1, 2].map((k) => Math.max(...legs.map((i) => a.parts[i]!.bounds.max[k]!)));
      const all = [0, 1, 2].map((k) => Math.max(...a.parts.map((p) => p.bounds.max[k]!)) - Math.min(...a.parts.map((p) => p.bounds.min[k]!)));
      const f = a.measurements.front ?? [0, 0, -1];
      const depthAxis = Math.abs(f[0]!) > Math.abs(f[2]!) ? 0 : 2;
      out.push(`${name.slice(0, 44).padEnd(44)} ${m.piece.name.slice(0, 20).padEnd(20)} legparts ${String(legs.length).padStart(3)} h ${(hi[1]! - lo[1]!).toFixed(0).padStart(4)} depth ${(hi[depthAxis]! - lo[depthAxis]!).toFixed(0).padStart(4)} pieceH ${all[1]!.toFixed(0).padStart(4)}`);
    }
  }
  console.log(out.join('\n'));
});
