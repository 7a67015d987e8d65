import { diagnostic, type Diagnostic } from './Diagnostic.ts';
import type { FileSource } from './FileSource.ts';
import type { LdrawFile } from './LdrawFile.ts';
import { plainMould } from './plainMould.ts';
import { LIBRARY_FOLDERS, type PartLibrary } from './PartLibrary.ts';
import { readResolved } from './readResolved.ts';
import type { ResolvedFile } from './ResolvedFile.ts';
import { ColourTable } from './colours/ColourTable.ts';
import { effectiveKind } from './effectiveKind.ts';
import { normalizeName } from './normalizeName.ts';
import { parseLdraw } from './parseLdraw.ts';
import { splitMpd, type MpdBlock } from './splitMpd.ts';

/**
 * Problems kept per file and in all: a file of a million bad lines must not
 * turn into a million diagnostics (push(...list) overflowed the stack at ~125k,
 * and `inspect --json` could not print them). The rest is counted in one line.
 */
export { MAX_DIAGNOSTICS_PER_FILE } from './parseLdraw.ts';
export const MAX_DIAGNOSTICS = 10_000;

export interface MissingFile {
  readonly name: string;
  /** The file and line of the first reference to it. */
  readonly file: string;
  readonly line: number;
  /** How many references name it. */
  readonly references: number;
  /** Set when a source holds the file but would not give it (a Studio custom part over the inflate limit, or damaged): why, naming the limit. */
  readonly why?: string;
  /** A print missing from the library is drawn and read as its plain mould, which the library has: the mould's name. */
  readonly standIn?: string;
}

export interface LoadOptions {
  /** The folder the model file is in: its own subfiles are looked up there after the MPD's. */
  readonly modelFolder?: FileSource;
  readonly library?: PartLibrary;
  /** Searched after the library with the library's folder layout: a Studio archive's custom parts. */
  readonly fallback?: FileSource;
  /** Called after each wave of lookups: files found so far, and how many are still to read. */
  readonly onProgress?: (found: number, pending: number) => void;
}

/** A model with everything it references resolved (or listed as missing), ready to flatten. */
export interface LoadedModel {
  readonly fileName: string;
  readonly main: LdrawFile;
  readonly isMpd: boolean;
  /** Names of the MPD's blocks in file order (the first is `main`). */
  readonly blockNames: readonly string[];
  /** Every resolved file by normalised name (MPD blocks, model-folder files, library files). */
  readonly files: ReadonlyMap<string, ResolvedFile>;
  readonly missing: readonly MissingFile[];
  readonly diagnostics: readonly Diagnostic[];
  readonly colours: ColourTable;
  readonly library: PartLibrary | undefined;
}

/**
 * Loads a model from its text: splits an MPD, parses the blocks that are
 * used, and resolves every reference in LDraw's search order (the MPD's own
 * files, the model's folder, the library's parts/, p/, models/), reading the
 * missing files in parallel waves: the first asks for every name the MPD's blocks
 * use, the next for what those files use, and so on. Bad data becomes diagnostics; this never throws on input.
 */
export async function loadModel(text: string, fileName: string, options: LoadOptions = {}): Promise<LoadedModel> {
  const diagnostics: Diagnostic[] = [];
  let dropped = 0;
  const add = (d: Diagnostic) => {
    if (diagnostics.length < MAX_DIAGNOSTICS) diagnostics.push(d);
    else dropped++;
  };
  // The parser already keeps at most MAX_DIAGNOSTICS_PER_FILE per file, with a closing count.
  const keep = (file: LdrawFile) => {
    for (const d of file.diagnostics) add(d);
  };
  const library = options.library;
  const colours = new ColourTable(library ? (await library.colours()).all() : []);
  const split = splitMpd(text);
  const blocks = new Map<string, MpdBlock>();
  for (const block of split.blocks) {
    const key = normalizeName(block.rawName) ?? '';
    if (split.isMpd && key === '') {
      add(diagnostic(fileName, block.firstLine - 1, 'warning', `0 FILE with an unusable name "${block.rawName}"; block ignored`));
      continue;
    }
    if (blocks.has(key)) {
      add(diagnostic(fileName, block.firstLine - 1, 'warning', `0 FILE ${block.rawName} appears twice; the first is used`));
      continue;
    }
    blocks.set(key, block);
  }
  const edgeOf = (code: number) => colours.get(code)?.rgb;
  const parseBlock = (key: string, block: MpdBlock): LdrawFile =>
    parseLdraw(text, block.rawName || fileName, { start: block.start, end: block.end, firstLine: block.firstLine, edgeOf });

  // LDraw makes the first FILE block the main model; three.js "packed" files put
  // an unnamed main model (and LDConfig's colours) before the first FILE instead.
  const preamble = split.isMpd && split.preamble.end > 0 ? parseBlock('', split.preamble) : undefined;
  for (const c of preamble?.colours ?? []) colours.add(c);
  const preambleIsMain = preamble !== undefined && (preamble.refs.length > 0 || preamble.triangles.length > 0);
  const mainBlock = preambleIsMain || split.blocks.length === 0 ? split.preamble : split.blocks[0]!;
  const mainKey = split.isMpd && !preambleIsMain ? normalizeName(mainBlock.rawName) ?? '' : '';
  const main = preambleIsMain && preamble ? preamble : parseBlock(mainKey, mainBlock);
  const files = new Map<string, ResolvedFile>();
  if (mainKey) files.set(mainKey, { file: main, origin: 'mpd', path: mainKey, kind: 'Model' });

  const missing = new Map<string, { name: string; file: string; line: number; references: number; why?: string; standIn?: string }>();
  const seen = new Set<string>(mainKey ? [mainKey] : []);
  let wave: LdrawFile[] = [main];
  while (wave.length > 0) {
    const external = new Map<string, { file: string; line: number }>();
    const next: LdrawFile[] = [];
    // The MPD's own blocks are read within the wave (they need no lookup), so every
    // name the file's submodels use, at any depth, is asked for in one round.
    for (let i = 0; i < wave.length; i++) {
      const file = wave[i]!;
      for (const c of file.colours) colours.add(c);
      keep(file);
      for (const ref of file.refs) {
        const key = ref.name;
        if (seen.has(key)) continue;
        seen.add(key);
        const block = blocks.get(key);
        if (block) {
          const parsed = parseBlock(key, block);
          files.set(key, { file: parsed, origin: 'mpd', path: key, kind: effectiveKind(parsed, 'mpd', key) });
          wave.push(parsed);
        } else {
          external.set(key, { file: file.name, line: ref.line });
        }
      }
    }
    // Look every external name up at once: an HTTP source then fetches in parallel.
    const lookUp = async (key: string) => {
      const local = await readResolved(options.modelFolder, [key], key, 'model-folder', edgeOf);
      if (local) return local;
      const fromLibrary = library ? await library.resolve(key) : null;
      return fromLibrary ?? (await readResolved(options.fallback, LIBRARY_FOLDERS.map((folder) => folder + key), key, 'archive', edgeOf));
    };
    // A print the library lacks stands in as its plain mould (same shape; a head is still a head), in the same round.
    const found = await Promise.all(
      [...external.keys()].map(async (key) => {
        const direct = await lookUp(key);
        const mould = direct ? undefined : plainMould(key);
        const standIn = mould ? (files.get(mould) ?? (await lookUp(mould))) : null;
        const resolved = direct ?? (standIn ? null : await readResolved(lastResort(options.fallback), LIBRARY_FOLDERS.map((folder) => folder + key), key, 'archive', edgeOf));
        return { resolved, standIn: standIn && mould ? { mould, file: standIn } : undefined };
      }),
    );
    let i = 0;
    for (const [key, from] of external) {
      const { resolved, standIn } = found[i++]!;
      if (resolved) {
        files.set(key, resolved);
        next.push(resolved.file);
      } else {
        const why = options.modelFolder?.why?.(key) ?? options.fallback?.why?.(LIBRARY_FOLDERS[0] + key);
        missing.set(key, { name: key, file: from.file, line: from.line, references: 0, ...(why ? { why } : {}), ...(standIn && !why ? { standIn: standIn.mould } : {}) });
        if (standIn && !why) {
          files.set(key, standIn.file);
          next.push(standIn.file.file);
        }
      }
    }
    wave = next;
    options.onProgress?.(files.size, next.reduce((n, f) => n + f.refs.length, 0));
  }
  if (library) await nameEmbeddedParts(files, library);
  // Count every reference to a missing name, wherever it is. An MPD's main block is also in `files`: count each file once, not its references twice.
  const counted = new Set<LdrawFile>([main, ...[...files.values()].map((r) => r.file)]);
  for (const file of counted) {
    for (const ref of file.refs) {
      const m = missing.get(ref.name);
      if (m) m.references++;
    }
  }
  if (dropped > 0) diagnostics.push(diagnostic(fileName, 0, 'warning', `${dropped} more diagnostics not listed`));
  return {
    fileName,
    main,
    isMpd: split.isMpd,
    blockNames: split.blocks.map((b) => b.rawName),
    files,
    missing: [...missing.values()],
    diagnostics,
    colours,
    library,
  };
}

/** A description that is only a part number ("3626cp80", "2341px0"): what an exporter writes for a part it copied in. */
const BARE_NUMBER = /^[0-9]{3,}[a-z0-9-]*$/i;

/**
 * Parts copied into an MPD under their bare number (LDCad and Studio exports:
 * "0 3626cp80"), or titled in prose, say nothing of what they are. Where the library has the part
 * of that number (or, lacking that print, its plain mould), its description and
 * category stand in, so a copied minifig head is still read as a head; the copy's
 * own geometry is kept. Lookups in parallel, only for such parts.
 */
async function nameEmbeddedParts(files: Map<string, ResolvedFile>, library: PartLibrary): Promise<void> {
  const bare = [...files].flatMap(([key, r]) => {
    const number = r.origin === 'mpd' && r.kind !== 'Model' ? partNumberOf(r.file.description, key) : undefined;
    return number ? [[key, r, number] as const] : [];
  });
  // (A print the library lacks is still its mould, "3626bp52" the head 3626b with a face printed on: its title says what it is.
  // A part that bends or opens the library has only in its formed shapes, "30218-f1" the clam closed, "-f2" open: the
  // first says what it is.)
  const found = await Promise.all(bare.map(async ([, , number]) => {
    const mould = plainMould(`${number}.dat`);
    return (await library.resolve(`${number}.dat`)) ?? (mould ? await library.resolve(mould) : undefined) ?? (await library.resolve(`${number}-f1.dat`));
  }));
  bare.forEach(([key, r], i) => {
    const lib = found[i];
    if (!lib || lib.origin === 'mpd') return;
    files.set(key, { ...r, file: { ...r.file, description: lib.file.description, category: lib.file.category } });
  });
}

/**
 * The library number a copied part's description names: the whole description ("3626cp80"), or its last word where
 * the file is named after that number too (Studio's "21321 - International Space Station - 90398p01", in a file
 * "21321 - International Space Station - 90398p01.dat": the set's name prefixed to the part's number); where it names
 * no number at all, the number the file is named after.
 */
function partNumberOf(description: string, fileName: string): string | undefined {
  const text = description.trim();
  if (BARE_NUMBER.test(text)) return text.toLowerCase();
  const words = text.split(/\s+/);
  const last = words[words.length - 1]!.toLowerCase();
  if (last !== text.toLowerCase() && BARE_NUMBER.test(last) && new RegExp(`(^|[^a-z0-9])${last}\\.dat$`).test(fileName.toLowerCase())) return last;
  // A description in prose, a sentence naming no number ("A decorated 32x32 road baseplate ... .", as one archive
  // rewrote the titles of the parts its files carry): the file's own name says which part it copies ("6761 -
  // 2359p04.dat"). (A part's own title, as a packed file carries them all, is no sentence: it is left as it is.)
  if (!PROSE.test(text) || words.some((w) => BARE_NUMBER.test(w))) return undefined;
  return FILE_NUMBER.exec(fileName.toLowerCase())?.[1];
}

/** A sentence, not a part's title: it starts with an article or ends with a full stop. */
const PROSE = /^(A|An|The)\s|\.\s*$/;

/** A part's number at the end of a file's name, alone or after the set's name and " - " ("6761 - 2359p04.dat"). */
const FILE_NUMBER = /(?:^|\s-\s)([0-9]{3,}[a-z0-9-]*)\.dat$/;

/** A source's last-resort copies (FileSource.readLast) as a source of their own. */
function lastResort(source: FileSource | undefined): FileSource | undefined {
  const readLast = source?.readLast?.bind(source);
  return readLast ? { label: source!.label, read: readLast } : undefined;
}
