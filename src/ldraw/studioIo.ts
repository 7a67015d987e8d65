import { decodeText } from './decodeText';
import { readZip, type ZipArchive } from './zip/readZip';
import { ZipError } from './zip/ZipError';
import type { FileSource } from './FileSource.ts';
import { StudioCustomPartsSource } from './sources/StudioCustomPartsSource.ts';

/**
 * The password older Studio versions encrypt .io archives with. It is no
 * secret: every public Studio importer ships it.
 */
export const STUDIO_IO_PASSWORD = 'soho0909';

/**
 * A Studio .io holds model.ldr, modelv1.ldr, model2.ldr, CustomParts/… and images.
 * We read model.ldr. Checked against real files (dalek.io, studio_texmaps1.io):
 * - model.ldr has exactly the type-1 lines of Studio's own LDraw export, with
 *   LDraw colour codes (71 light bluish grey, 288 dark green…);
 * - model2.ldr uses BrickLink colour ids in the colour field (86, 80… for the
 *   same bricks) and embeds the geometry of every part, standard ones too, so it
 *   is 40–350x bigger and would be mis-coloured by an LDraw reader;
 * - modelv1.ldr uses Studio's own "10 colour False 0 …" lines, not LDraw.
 * Custom parts are plain LDraw entries under CustomParts/: see customParts.
 */
const MODEL_ENTRY = 'model.ldr';

export interface StudioModel {
  /** The LDraw text of the model, BOM stripped. */
  readonly text: string;
  /** Name of the archive entry the text came from. */
  readonly entry: string;
  /** True when the entry needed the Studio password. */
  readonly encrypted: boolean;
  /** The archive's `CustomParts/` folder, searched after the library for parts it lacks. */
  readonly customParts: FileSource;
}

/**
 * Extracts the LDraw model from a BrickLink Studio .io file. Throws ZipError.
 * `maxBytes` bounds what is inflated: model.ldr, and the custom parts read
 * later, together (a 350 KB archive can inflate to gigabytes).
 */
export function readStudioIo(bytes: Uint8Array, fileName: string, maxBytes = Number.MAX_SAFE_INTEGER): StudioModel {
  const plain = open(bytes, fileName);
  if (!plain.has(MODEL_ENTRY)) {
    throw new ZipError(`${fileName}: not a Studio .io file: no ${MODEL_ENTRY} inside`, 'missing');
  }
  // The declared size bounds the inflated one: readZip refuses an entry that inflates past it.
  const declared = plain.entry(MODEL_ENTRY)?.size ?? 0;
  if (declared > maxBytes) {
    throw new ZipError(`${fileName}: ${MODEL_ENTRY} inflates to ${mb(declared)} MB, over the ${mb(maxBytes)} MB limit for model files`, 'limit');
  }
  const budget = { left: maxBytes - declared, limit: maxBytes };
  // Newer Studio versions store entries unencrypted: try that first.
  try {
    const text = decodeText(plain.read(MODEL_ENTRY));
    return { text, entry: MODEL_ENTRY, encrypted: false, customParts: new StudioCustomPartsSource(fileName, plain, budget) };
  } catch (e) {
    if (!(e instanceof ZipError && e.code === 'password')) throw prefixed(e, fileName);
  }
  try {
    const archive = readZip(bytes, { password: STUDIO_IO_PASSWORD });
    const text = decodeText(archive.read(MODEL_ENTRY));
    return { text, entry: MODEL_ENTRY, encrypted: true, customParts: new StudioCustomPartsSource(fileName, archive, budget) };
  } catch (e) {
    if (e instanceof ZipError && e.code === 'password') {
      throw new ZipError(
        `${fileName}: ${MODEL_ENTRY} is encrypted with a password other than Studio's`,
        'password',
        { cause: e },
      );
    }
    throw prefixed(e, fileName);
  }
}

function open(bytes: Uint8Array, fileName: string): ZipArchive {
  try {
    return readZip(bytes);
  } catch (e) {
    if (e instanceof ZipError && e.code === 'not-zip') {
      throw new ZipError(`${fileName}: not a Studio .io file: ${e.message}`, 'not-zip', { cause: e });
    }
    throw prefixed(e, fileName);
  }
}

function mb(bytes: number): string {
  return String(Math.ceil(bytes / 1048576));
}

/** Keeps the code, adds the file name so the user knows which file failed. */
function prefixed(e: unknown, fileName: string): ZipError {
  if (e instanceof ZipError) return new ZipError(`${fileName}: ${e.message}`, e.code, { cause: e });
  const detail = e instanceof Error ? e.message : String(e);
  return new ZipError(`${fileName}: ${detail}`, 'corrupt', { cause: e });
}
