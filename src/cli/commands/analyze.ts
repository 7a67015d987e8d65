import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { CSV_HEADER, csvField, pieceCsvRow } from '../../export/pieceCsv.ts';
import { pieceDocument, type PieceDocument } from '../../export/pieceDocument.ts';
import { pieceText } from '../../export/pieceText.ts';
import { openLibraryFromArgs } from '../openLibrary.ts';
import { parseArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';
import { analyzeSettings, type AnalyzeSettings } from './analyzeOptions.ts';
import { loadPiece } from '../loadPiece.ts';

export const ANALYZE_USAGE =
  'usage: brickstats analyze <file|folder> [--format text|json|csv] [--element NAME] [--corrections FILE] [--ruler quarter-inch|stud] [--submodel NAME] [--piece N] [--set name=value,...] [--library DIR] [--unofficial DIR]';

const FORMATS = ['text', 'json', 'csv'] as const;
type Format = (typeof FORMATS)[number];

export async function analyzeCommand(argv: readonly string[], out: (s: string) => void, err: (s: string) => void, isTty = false): Promise<number> {
  const args = parseArgs(argv, { valued: ['format', 'element', 'corrections', 'ruler', 'submodel', 'piece', 'set', 'library', 'unofficial'], boolean: [] });
  if (args.positional.length !== 1) throw new UserError(ANALYZE_USAGE, 2);
  const formatFlag = args.flags.get('format') ?? 'text';
  if (!FORMATS.includes(formatFlag as Format)) throw new UserError(`--format must be one of ${FORMATS.join(', ')}`, 2);
  const format = formatFlag as Format;
  const settings = analyzeSettings(args);
  const { library } = openLibraryFromArgs(args);
  const submodel = args.flags.get('submodel');
  const pieceFlag = args.flags.get('piece');
  const piece = typeof pieceFlag === 'string' ? Number(pieceFlag) : undefined;
  if (piece !== undefined && !(Number.isInteger(piece) && piece >= 1)) throw new UserError('--piece takes a number from 1 (the largest group of parts that hold together)', 2);
  const target = args.positional[0]!;
  const isFolder = (() => {
    try {
      return statSync(target).isDirectory();
    } catch {
      return false;
    }
  })();

  if (!isFolder) {
    const doc = await analyzeOne(target, library, settings, typeof submodel === 'string' ? submodel : undefined, piece);
    if (format === 'json') out(JSON.stringify(doc, null, 1));
    else if (format === 'csv') out(`${CSV_HEADER.join(',')}\n${pieceCsvRow(doc)}`);
    else out(pieceText(doc));
    return 0;
  }

  // A folder: every model file in it, one after the other, with a progress bar on a terminal.
  const files = modelFiles(target);
  if (files.length === 0) throw new UserError(`${target}: no .ldr, .mpd or .io files in this folder`);
  if (settings.corrections) throw new UserError('--corrections applies to one model, not a folder', 2);
  const docs: PieceDocument[] = [];
  let failed = 0;
  if (format === 'csv') out(CSV_HEADER.join(','));
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    if (isTty) err(`\r${bar(i, files.length)} ${i}/${files.length} ${relative(target, file).slice(-40).padEnd(40)}`);
    try {
      const doc = await analyzeOne(file, library, settings, undefined);
      const named = { ...doc, file: relative(target, file) };
      if (format === 'csv') out(pieceCsvRow(named));
      else if (format === 'json') docs.push(named);
      else out(`${pieceText(named)}\n`);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      failed++;
      if (isTty) err('\n');
      err(`brickstats: ${e.message}`);
      if (format === 'csv') out([relative(target, file), ...CSV_HEADER.slice(1, -1).map(() => ''), `error: ${e.message}`].map(csvField).join(','));
    }
  }
  if (isTty) err(`\r${bar(files.length, files.length)} ${files.length}/${files.length} done${' '.repeat(40)}\n`);
  if (format === 'json') out(JSON.stringify(docs, null, 1));
  return failed > 0 ? 1 : 0;
}

async function analyzeOne(path: string, library: PartLibrary, settings: AnalyzeSettings, submodel: string | undefined, piece?: number): Promise<PieceDocument> {
  const { file, model } = await loadPiece(path, library, { ...(submodel ? { submodel } : {}), ...(piece !== undefined ? { group: piece } : {}) }, () => undefined);
  const analysis = analyzePiece(model, {
    rules: settings.rules,
    ...(settings.element ? { element: settings.element } : {}),
    ...(settings.corrections ? { corrections: settings.corrections } : {}),
  });
  return pieceDocument(analysis, file.name, model.loaded.colours);
}

function modelFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modelFiles(path));
    else if (entry.isFile() && /\.(ldr|mpd|io)$/i.test(entry.name)) out.push(path);
  }
  return out.sort();
}

function bar(done: number, total: number): string {
  const width = 24;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}
