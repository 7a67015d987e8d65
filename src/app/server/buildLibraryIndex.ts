import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeName } from '../../ldraw/normalizeName.ts';
import { encodeLibraryIndex, type LibraryIndexJson } from '../library/LibraryIndex.ts';

/** The pack (see LibraryPack) holds the most needed primitives up to this many bytes: most of a model's primitives, and a small download. */
export const PACK_BYTES = 1024 * 1024;

/** A type-1 line's file name: everything after its 14 numbers (names may hold spaces). */
const REFERENCE = /^[ \t]*1[ \t]+(?:\S+[ \t]+){13}(\S[^\r\n]*?)[ \t]*$/gm;

/**
 * The index of what the viewer serves from a library folder: every part under
 * parts/ (subparts included), the primitives under p/ that some part needs, and
 * LDConfig.ldr; for each file, every library file it needs at any depth, so the
 * viewer asks for a whole model's files in one round. models/ (sample models, no
 * part needs them) and unused primitives are left out.
 *
 * The index names its release: a digest of every file it lists (contents and
 * real paths) and of the needs, so browsers that keep library files (see
 * LibraryCache) never serve a file of another release, whatever its version says.
 *
 * Reads every part once (about 2.5 s for the 2022 library's 23,000 files).
 */
export function buildLibraryIndex(root: string): LibraryIndexJson {
  const real = new Map<string, string>();
  for (const top of ['parts', 'p']) walk(root, top, real);
  const colours = readdirSync(root).find((n) => n.toLowerCase() === 'ldconfig.ldr');

  // Each file's direct references, resolved as PartLibrary does: parts/, then p/ (and a name already starting with either).
  const direct = new Map<string, readonly string[]>();
  const digests = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const [key, path] of real) {
    const bytes = readFileSync(join(root, path));
    digests.set(key, digest(bytes));
    sizes.set(key, bytes.byteLength);
    const text = bytes.toString('latin1');
    const found = new Set<string>();
    for (const match of text.matchAll(REFERENCE)) {
      const name = normalizeName(match[1]!);
      if (name === undefined) continue;
      const candidates = /^(parts|p)\//.test(name) ? [name, `parts/${name}`, `p/${name}`] : [`parts/${name}`, `p/${name}`];
      const hit = candidates.find((c) => real.has(c));
      if (hit !== undefined && hit !== key) found.add(hit);
    }
    direct.set(key, [...found]);
  }

  const closure = closures(direct);
  const used = new Set<string>();
  for (const [key, needs] of closure) {
    if (!key.startsWith('parts/')) continue;
    used.add(key);
    for (const n of needs) used.add(n);
  }
  const keys = [...used].sort();
  if (colours) keys.unshift('ldconfig.ldr');
  const ids = new Map(keys.map((k, i) => [k, i]));
  const paths = keys.map((k) => (k === 'ldconfig.ldr' ? colours! : real.get(k)!));
  const needs = keys.map((k) => [...(closure.get(k) ?? [])].map((n) => ids.get(n)!));
  if (colours) digests.set('ldconfig.ldr', digest(readFileSync(join(root, colours))));
  const json = encodeLibraryIndex(paths, needs, packOf(closure, sizes).map((k) => ids.get(k)!));
  const release = createHash('sha256').update(JSON.stringify([json.schema, json.paths, json.needs, json.pack ?? []]));
  for (const k of keys) release.update(`\n${digests.get(k)}`);
  return { ...json, release: release.digest('base64url').slice(0, 22) };
}

/**
 * The primitives to serve together: by how many parts need each (subparts not counted), most first,
 * as many as fit in PACK_BYTES. Ties go by path, so the same library always makes the same pack.
 */
function packOf(closure: ReadonlyMap<string, ReadonlySet<string>>, sizes: ReadonlyMap<string, number>): string[] {
  const users = new Map<string, number>();
  for (const [key, needs] of closure) {
    if (!key.startsWith('parts/') || key.startsWith('parts/s/')) continue;
    for (const n of needs) if (n.startsWith('p/')) users.set(n, (users.get(n) ?? 0) + 1);
  }
  const ranked = [...users].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const chosen: string[] = [];
  let bytes = 0;
  for (const [key] of ranked) {
    const size = sizes.get(key) ?? 0;
    if (bytes + size > PACK_BYTES) continue;
    bytes += size;
    chosen.push(key);
  }
  return chosen;
}

const digest = (bytes: Buffer) => createHash('sha1').update(bytes).digest('base64');

/** Lower-cased path -> real path of every .dat, .ldr and .mpd under `top`. */
function walk(root: string, top: string, into: Map<string, string>): void {
  const visit = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return; // a library without this folder
    }
    for (const entry of entries) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (/\.(dat|ldr|mpd)$/i.test(entry.name)) into.set(path.toLowerCase(), path);
    }
  };
  visit(top);
}

/** Every file's needs at any depth, without recursion (a part's chain can be long); a loop in the library ends where it closes. */
function closures(direct: ReadonlyMap<string, readonly string[]>): Map<string, ReadonlySet<string>> {
  const done = new Map<string, ReadonlySet<string>>();
  for (const start of direct.keys()) {
    if (done.has(start)) continue;
    // Depth-first, children before their parent: a parent's set is the union of its children's.
    const stack: { key: string; next: number }[] = [{ key: start, next: 0 }];
    const onStack = new Set([start]);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const children = direct.get(top.key) ?? [];
      if (top.next < children.length) {
        const child = children[top.next++]!;
        if (!done.has(child) && !onStack.has(child)) {
          onStack.add(child);
          stack.push({ key: child, next: 0 });
        }
        continue;
      }
      const all = new Set<string>();
      for (const child of children) {
        all.add(child);
        for (const n of done.get(child) ?? []) all.add(n);
      }
      all.delete(top.key);
      done.set(top.key, all);
      onStack.delete(top.key);
      stack.pop();
    }
  }
  return done;
}
