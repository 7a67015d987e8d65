import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';
import { scoreLabels, type BuildLabels, type Item } from '../support/scoreLabels.ts';

const LABELS = new URL('./labels/', import.meta.url).pathname;
const SHARED = new URL('../../../shared/models/', import.meta.url).pathname;
const files = readdirSync(LABELS).filter((f) => f.endsWith('.json')).sort();

/**
 * The analyzer against builds labelled by hand as players read them (labels/README.md).
 * Prints the score per build; the whole set must stay at or above the floor.
 * Needs ../shared/models (the builds are other people's and are not in the repo).
 */
const FLOOR = 0.9;

describe.skipIf(!existsSync(SHARED))('labelled builds', () => {
  it(`score at least ${FLOOR * 100}% of the items players labelled`, { timeout: 240_000 }, async () => {
    const all: { file: string; items: Item[] }[] = [];
    for (const f of files) {
      const labels = JSON.parse(readFileSync(LABELS + f, 'utf8')) as BuildLabels;
      expect(labels.schema).toBe('brickstats/labels@1');
      const { model } = await loadBuild(SHARED + labels.file, library(), { expandShortcuts: true });
      const team = analyzeTeam(model, { element: 'Normal' });
      all.push({ file: f, items: scoreLabels(labels, team, model.parts) });
    }
    const rows = all.map(({ file, items }) => {
      const right = items.filter((i) => i.right).length;
      return `${file.padEnd(28)} ${String(right).padStart(4)} / ${String(items.length).padEnd(4)} ${((100 * right) / items.length).toFixed(0).padStart(3)}%`;
    });
    const right = all.reduce((n, b) => n + b.items.filter((i) => i.right).length, 0);
    const total = all.reduce((n, b) => n + b.items.length, 0);
    console.log(['labelled builds: items right', ...rows, `${'all'.padEnd(28)} ${String(right).padStart(4)} / ${String(total).padEnd(4)} ${((100 * right) / total).toFixed(1)}%`].join('\n'));
    if (process.env.BRICKSTATS_LABEL_MISSES) {
      for (const { file, items } of all) for (const i of items.filter((x) => !x.right)) console.log(`  ${file} | ${i.piece} | ${i.what}: ${i.detail}`);
    }
    expect(right / total).toBeGreaterThanOrEqual(FLOOR);
  });
});
