// Child process: times the whole analysis (load, flatten with shortcuts, geometry, connections, labels, stats, JSON).
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { FsSource } from '../src/cli/FsSource.ts';
import { loadBuild } from '../src/cli/loadBuild.ts';
import { analyzeTeam } from '../src/rules/block-duel-chess/analyzeTeam.ts';
import { pieceDocument } from '../src/export/pieceDocument.ts';
import { PartLibrary } from '../src/ldraw/PartLibrary.ts';

const [mode, target, libraryRoot, runsArg] = process.argv.slice(2) as [string, string, string, string];

async function analyze(path: string, library: PartLibrary): Promise<string> {
  const { model } = await loadBuild(path, library, { expandShortcuts: true });
  // As `brickstats analyze` does: every piece in the file, each with its data sheet.
  const team = analyzeTeam(model);
  const docs = team.members.map((m) => pieceDocument(m.analysis, basename(path), model.loaded.colours));
  const first = team.members[0]!.analysis;
  return `${docs.length} piece(s), ${docs.reduce((n, d) => n + d.parts.length, 0)} parts, ${first.weapons.length} weapons, H ${first.stats.H.value}`;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ldr|mpd|io)$/i.test(n) ? [p] : [];
  }).sort();
}

if (mode === 'one') {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < Number(runsArg); i++) {
    const t0 = performance.now();
    summary = await analyze(target, new PartLibrary(new FsSource(libraryRoot)));
    times.push(performance.now() - t0);
  }
  process.stdout.write(JSON.stringify({ times, summary, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
} else {
  // A folder, as `brickstats analyze <folder>` runs it: one library for all files.
  const library = new PartLibrary(new FsSource(libraryRoot));
  const rows: { file: string; ms: number; summary: string }[] = [];
  const t0 = performance.now();
  for (const f of files(target)) {
    const t = performance.now();
    let summary: string;
    try {
      summary = await analyze(f, library);
    } catch (e) {
      summary = `error: ${(e as Error).message}`;
    }
    rows.push({ file: f.slice(target.length + 1), ms: performance.now() - t, summary });
  }
  process.stdout.write(JSON.stringify({ rows, total: performance.now() - t0, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

