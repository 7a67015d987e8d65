import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { Command, Option } from 'commander';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { CSV_HEADER, csvField, pieceCsvRow } from '../../export/pieceCsv.ts';
import { pieceDocument } from '../../export/pieceDocument.ts';
import { pieceText } from '../../export/pieceText.ts';
import { TEAM_CSV_HEADER, teamCsvRow } from '../../export/teamCsv.ts';
import { memberDocument, teamDocument } from '../../export/teamDocument.ts';
import { memberText, teamText } from '../../export/teamText.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import type { Io } from '../Io.ts';
import { openLibraryFromOptions } from '../openLibrary.ts';
import { wholeNumber } from '../optionValues.ts';
import { elementOption, libraryOption, rulerOption, setOption, submodelOption, unofficialOption, type LibraryOptions, type RuleOptions } from '../sharedOptions.ts';
import { UserError } from '../UserError.ts';
import { analyzeSettings, type AnalyzeSettings } from './analyzeOptions.ts';
import { analyzeFolderFile, pieceOptions } from '../analyzeFolderFile.ts';
import { analyzeInWorkers, failedOutcome, type FileOutcome, type PrintedOutcome, type WorkerSetup } from '../analyzeInWorkers.ts';
import { filePieces } from '../filePieces.ts';
import { loadPiece } from '../loadPiece.ts';
import { modelFiles } from '../modelFiles.ts';
import { jsonArrayWriter, writeJson } from '../writeJson.ts';

const FORMATS = ['text', 'json', 'csv'] as const;
type Format = (typeof FORMATS)[number];

export interface AnalyzeOptions extends LibraryOptions, RuleOptions {
  readonly format: Format;
  readonly element?: ElementName;
  readonly corrections?: string;
  readonly submodel?: string;
  readonly piece?: number;
  /** Files of a folder analyzed at once, each in a thread of its own; 1: one after the other in this thread. */
  readonly jobs?: number;
}

/** `brickstats analyze <file|folder>`: the options, and the run. */
export function analyzeCommand(io: Io): Command {
  return new Command('analyze')
    .description('classify every part of a build and compute its Block Duel Chess stats (a file of several pieces: a team sheet; a folder: every model file in it)')
    .argument('<file|folder>', 'an .ldr, .mpd or .io file, or a folder of them')
    .addOption(new Option('--format <format>', 'text: a data sheet with every formula worked out; json: brickstats/piece@1 (brickstats/team@1 for a file of several pieces); csv: one row per piece').choices(FORMATS).default('text'))
    .addOption(elementOption('--element <name>', 'the Element (default: the one with the largest Colour Bonus)'))
    .option('--corrections <file>', 'apply the corrections in this file (written by brickstats correct); one model only')
    .addOption(rulerOption())
    .addOption(submodelOption())
    .addOption(new Option('--piece <n>', 'analyze only the n-th piece of the file, as brickstats pieces numbers them (largest first)').argParser(wholeNumber(1)))
    .addOption(new Option('--jobs <n>', 'a folder: how many files to analyze at once, each in a thread (default: one fewer than the cores; 1: one after the other)').argParser(wholeNumber(1)))
    .addOption(setOption())
    .addOption(libraryOption())
    .addOption(unofficialOption())
    .action(async (target: string, options: AnalyzeOptions) => io.exit(await analyze(target, options, io, process.stderr.isTTY === true)));
}

export async function analyze(target: string, options: AnalyzeOptions, io: Io, isTty = false): Promise<number> {
  const { out, err } = io;
  const { format, submodel, piece } = options;
  const settings = analyzeSettings(options);
  const { library } = openLibraryFromOptions(options);
  const isFolder = (() => {
    try {
      return statSync(target).isDirectory();
    } catch {
      return false;
    }
  })();

  if (!isFolder) {
    const result = await analyzeFile(target, library, settings, format, submodel, piece);
    if (typeof result === 'string') out(result);
    else await writeJson(result.json, out, io.drain);
    return 0;
  }

  // A folder: every model file in it, several at once (--jobs), printed in order, with a progress bar on a terminal.
  const { files, skipped } = modelFiles(target);
  for (const s of skipped) err(`brickstats: ${s.path}: folder skipped: ${s.why}`);
  if (files.length === 0) throw new UserError(`${target}: no .ldr, .mpd or .io files in this folder`);
  if (settings.corrections) throw new UserError('--corrections applies to one model, not a folder', 2);
  // JSON: one document per file, written as each is made; a file that could not be read has its error instead.
  const docs = jsonArrayWriter(out);
  let failed = 0;
  if (format === 'csv') out(CSV_HEADER.join(','));
  const progress = (i: number) => {
    if (isTty) err(`\r${bar(i, files.length)} ${i}/${files.length} ${relative(target, files[i]!).slice(-40).padEnd(40)}`);
  };
  // Each file's output, in the files' order whichever thread made it; then the bar moves on to the next file.
  const take = async (i: number, outcome: PrintedOutcome) => {
    const file = relative(target, files[i]!);
    if (outcome.kind === 'doc') {
      const named = { ...outcome.doc, file };
      if (format === 'csv') out(pieceCsvRow(named));
      else if (format === 'json') docs.add(named);
      else out(`${pieceText(named)}\n`);
      await io.drain?.();
    } else {
      failed++;
      if (isTty) err('\n');
      err(`brickstats: ${outcome.message}`);
      if (format === 'csv') out([file, ...CSV_HEADER.slice(1, -1).map(() => ''), `error: ${outcome.message}`].map(csvField).join(','));
      else if (format === 'json') docs.add({ file, error: outcome.message });
    }
    if (i + 1 < files.length) progress(i + 1);
  };
  progress(0);
  // One thread already keeps about 1.6 cores busy (V8 collects garbage and optimises on threads of its own):
  // by default a core is left to that, so two cores analyze on one thread (measured: 1.43 s against 1.52 s on two).
  const jobs = Math.min(options.jobs ?? Math.max(1, availableParallelism() - 1), files.length);
  if (jobs > 1) {
    const here = (file: string): Promise<FileOutcome> => analyzeFolderFile(file, library, settings).then((doc) => ({ kind: 'doc', doc }), failedOutcome);
    await analyzeInWorkers(files, jobs, workerSetup(options), here, take);
  } else {
    for (let i = 0; i < files.length; i++) {
      let outcome: PrintedOutcome;
      try {
        outcome = { kind: 'doc', doc: await analyzeFolderFile(files[i]!, library, settings) };
      } catch (e) {
        if (!(e instanceof UserError)) throw e;
        outcome = { kind: 'error', message: e.message, exitCode: e.exitCode };
      }
      await take(i, outcome);
    }
  }
  if (isTty) err(`\r${bar(files.length, files.length)} ${files.length}/${files.length} done${' '.repeat(40)}\n`);
  if (format === 'json') docs.end();
  return failed > 0 || skipped.length > 0 ? 1 : 0;
}

/**
 * One file: a file holding one piece prints its data sheet; a file of several
 * pieces prints the team sheet (each piece's sheet, then the table of them);
 * --piece N prints the N-th piece's sheet.
 */
async function analyzeFile(path: string, library: PartLibrary, settings: AnalyzeSettings, format: Format, submodel: string | undefined, piece: number | undefined): Promise<string | { json: unknown }> {
  const { file, model } = await loadPiece(path, library, submodel ? { submodel } : {}, () => undefined);
  const found = filePieces(model, file.name, pieceOptions(settings), piece !== undefined ? { from: piece, to: piece } : undefined);
  const colours = model.loaded.colours;
  if (found.whole) {
    const doc = pieceDocument(found.pieces[0]!.analysis, file.name, colours);
    return format === 'json' ? { json: doc } : format === 'csv' ? `${CSV_HEADER.join(',')}\n${pieceCsvRow(doc)}` : pieceText(doc);
  }
  const docs = found.pieces.map((p) => memberDocument(p, file.name, colours));
  if (format === 'csv') return [TEAM_CSV_HEADER.join(','), ...docs.map(teamCsvRow)].join('\n');
  if (piece !== undefined) return format === 'json' ? { json: docs[0] } : memberText(docs[0]!);
  const team = teamDocument(file.name, docs, { scenery: found.split.scenery.length, loose: found.split.loose.length });
  return format === 'json' ? { json: team } : teamText(team);
}

/** The options a thread needs to open the same library and rules (they were checked here already). */
function workerSetup(options: AnalyzeOptions): WorkerSetup {
  const { library, unofficial, ruler, set, element } = options;
  return {
    options: {
      ...(library !== undefined ? { library } : {}),
      ...(unofficial !== undefined ? { unofficial } : {}),
      ...(ruler !== undefined ? { ruler } : {}),
      ...(set !== undefined ? { set } : {}),
      ...(element !== undefined ? { element } : {}),
    },
  };
}

function bar(done: number, total: number): string {
  const width = 24;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}
