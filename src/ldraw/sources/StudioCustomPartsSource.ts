import { decodeText } from '../decodeText.ts';
import type { FileSource } from '../FileSource.ts';
import type { ZipArchive } from '../zip/readZip.ts';
import { fromBrickLinkTitle } from './fromBrickLinkTitle.ts';

/** What the archive may still inflate to, shared with the model's own entry, and the limit it came from. */
export interface InflateBudget {
  left: number;
  readonly limit: number;
}

/**
 * The `CustomParts/` folder of a Studio .io archive as a library-shaped
 * source. Studio stores a part `x.dat` as `CustomParts/x.dat`, a subpart
 * `s/x.dat` as `CustomParts/s/s/x.dat` and primitives under `CustomParts/p/`;
 * asked for `parts/NAME` or `p/NAME`, this tries those places.
 * A part past the inflate budget, or damaged, is not given: it is missing,
 * and `why` says which entry and which limit.
 *
 * Studio's own library has parts LDraw's lacks (BrickLink-only moulds, parts
 * newer than the installed library). model.ldr names them like any part, and
 * model2.ldr embeds the geometry of every part the model uses, so a part found
 * nowhere else is read from there: the build loads whole, not with boxes.
 */
export class StudioCustomPartsSource implements FileSource {
  private readonly refused = new Map<string, string>();
  /** model2.ldr's part blocks by lower-case name, read at the first part asked for that CustomParts lacks. */
  private embedded: Map<string, string> | undefined;
  private embeddedRefused: string | undefined;
  /** The names model2.ldr was asked for: its refusal is the reason only they are missing (a print with a plain mould never asks). */
  private readonly askedLast = new Set<string>();

  constructor(
    readonly label: string,
    private readonly archive: ZipArchive,
    private readonly budget: InflateBudget = { left: Number.MAX_SAFE_INTEGER, limit: Number.MAX_SAFE_INTEGER },
  ) {}

  read(path: string): Uint8Array | undefined {
    const name = withoutFolder(path);
    for (const candidate of [`CustomParts/${name}`, `CustomParts/s/${name}`, `CustomParts/p/${name}`]) {
      // A map lookup: an archive may hold 100,000 entries, each asked for.
      const entry = this.archive.entry(candidate);
      if (!entry) continue;
      if (entry.size > this.budget.left) {
        this.refused.set(name, `${this.label}: ${entry.name} inflates to ${mb(entry.size)} MB, past the ${mb(this.budget.limit)} MB limit for model files (model.ldr and the custom parts before it count too)`);
        return undefined;
      }
      this.budget.left -= entry.size;
      try {
        return this.archive.read(candidate);
      } catch (e) {
        this.refused.set(name, `${this.label}: ${e instanceof Error ? e.message : String(e)}`);
        return undefined;
      }
    }
    return undefined;
  }

  /** model2.ldr's copy of a part: asked for last, where neither the library nor a plain mould has it. */
  readLast(path: string): Uint8Array | undefined {
    this.askedLast.add(withoutFolder(path));
    const block = this.embeddedBlocks().get(withoutFolder(path).toLowerCase());
    return block === undefined ? undefined : new TextEncoder().encode(block);
  }

  why(path: string): string | undefined {
    const name = withoutFolder(path);
    return this.refused.get(name) ?? (this.askedLast.has(name) ? this.embeddedRefused : undefined);
  }

  private embeddedBlocks(): Map<string, string> {
    if (this.embedded) return this.embedded;
    this.embedded = new Map();
    const entry = this.archive.entry(EMBEDDED_ENTRY);
    if (!entry) return this.embedded;
    if (entry.size > this.budget.left) {
      this.embeddedRefused = `${this.label}: ${EMBEDDED_ENTRY}, where Studio keeps the parts LDraw lacks, inflates to ${mb(entry.size)} MB, past the ${mb(this.budget.limit)} MB limit for model files`;
      return this.embedded;
    }
    this.budget.left -= entry.size;
    try {
      this.embedded = partBlocks(decodeText(this.archive.read(EMBEDDED_ENTRY)));
    } catch (e) {
      this.embeddedRefused = `${this.label}: ${e instanceof Error ? e.message : String(e)}`;
    }
    return this.embedded;
  }
}

const EMBEDDED_ENTRY = 'model2.ldr';

/**
 * The part files an MPD embeds (`0 FILE x.dat` blocks; the model's own blocks are
 * .ldr), by lower-case name. Studio writes -1 for the colour a part inherits,
 * where LDraw writes 16, -2 for the edge colour, and titles BrickLink's way, read here as LDraw's.
 */
export function partBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  let name: string | undefined;
  let lines: string[] = [];
  const end = () => {
    if (name !== undefined && /\.dat$/.test(name) && !blocks.has(name)) blocks.set(name, lines.join('\n') + '\n');
    name = undefined;
    lines = [];
  };
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const file = /^0\s+FILE\s+(.+)$/i.exec(line);
    if (file) {
      end();
      name = file[1]!.trim().replace(/\\/g, '/').toLowerCase();
      continue;
    }
    if (/^0\s+NOFILE\b/i.test(line)) {
      end();
      continue;
    }
    if (name === undefined) continue;
    // A block's first line is its title, BrickLink-style for the parts Studio adds.
    if (lines.length === 0 && /^0\s+[^!]/.test(line)) lines.push(`0 ${fromBrickLinkTitle(line.replace(/^0\s+/, ''))}`);
    // Studio writes -2 for the edge colour: 24 on a line, and the part's own colour on a face or a subfile
    // (its studs' cylinders), as LDraw's files have it.
    else lines.push(line.replace(/^([1-5])\s+(-1|-2)(?=\s)/, (_, type: string, colour: string) => `${type} ${colour === '-2' && (type === '2' || type === '5') ? 24 : 16}`));
  }
  end();
  return blocks;
}

function withoutFolder(path: string): string {
  return path.replace(/^(parts|p|models)\//, '');
}

function mb(bytes: number): string {
  return String(Math.ceil(bytes / 1048576));
}
