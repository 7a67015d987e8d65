import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readZip } from '../../ldraw/zip/readZip.ts';
import { ZipError } from '../../ldraw/zip/ZipError.ts';
import { UserError } from '../UserError.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import type { LibraryRecord } from './LibraryRecord.ts';
import { describeLibrary, isLibrary } from './describeLibrary.ts';
import { cacheDir, recordPath, SYSTEM_LIBRARY } from './paths.ts';

export interface InstallOptions {
  /** A user-given complete.zip from ldraw.org. */
  readonly zip?: string;
  readonly log: (line: string) => void;
}

/**
 * Finds or fetches the LDraw library and records it in parts-library/library.json.
 * Order: a given complete.zip; LDRAWDIR; /usr/share/ldraw; Debian's ldraw-parts,
 * cached or fetched into the cache without touching the system's apt
 * configuration (trixie's, else bookworm's). Idempotent: a cached copy is reused.
 */
export function installLibrary(options: InstallOptions): LibraryRecord {
  const { log } = options;
  const tried: string[] = [];
  const zip = options.zip ?? process.env.BRICKSTATS_LDRAW_ZIP;
  if (zip) return record(fromZip(resolve(zip), log), log);

  const env = process.env.LDRAWDIR;
  if (env) {
    if (isLibrary(resolve(env))) return record(describeLibrary(resolve(env), 'LDRAWDIR'), log);
    tried.push(`LDRAWDIR=${env} has no parts/ and p/ folders`);
  }
  if (isLibrary(SYSTEM_LIBRARY)) return record(describeLibrary(SYSTEM_LIBRARY, 'system'), log);
  tried.push(`${SYSTEM_LIBRARY} does not exist`);

  // A cached copy of the newest release first, then a fetch of it, and only then an older one: a machine that
  // once fetched bookworm's 2022 library moves to trixie's, and keeps the old one to fall back on offline.
  for (const suite of DEBIAN_SUITES) {
    const root = debianRoot(suite);
    if (isLibrary(root)) {
      log(`using the cached Debian ${suite} library in ${root}`);
      return record(describeLibrary(root, 'debian'), log);
    }
    try {
      fetchDebianPackage(suite, log);
      if (isLibrary(root)) return record(describeLibrary(root, 'debian'), log);
      tried.push(`Debian ${suite}'s package did not contain usr/share/ldraw`);
    } catch (e) {
      tried.push(`Debian ${suite}'s ldraw-parts could not be fetched: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  throw new UserError(
    `no LDraw parts library found. Tried: ${tried.join('; ')}. ` +
      'Set LDRAWDIR to an LDraw library folder, or download complete.zip from ldraw.org and run: npx brickstats library install --zip complete.zip',
  );
}

function record(rec: LibraryRecord, log: (line: string) => void): LibraryRecord {
  mkdirSync(dirname(recordPath()), { recursive: true });
  writeFileAtomic(recordPath(), JSON.stringify(rec, null, 2) + '\n');
  log(`LDraw library ${rec.release} (${rec.source}) at ${rec.root}: ${rec.parts} parts, ${rec.subparts} subparts, ${rec.primitives} primitives`);
  return rec;
}

/**
 * Debian releases whose non-free ldraw-parts package is fetched, best first. Trixie's is
 * LDraw's 2025-02 library, with some 4,800 parts bookworm's 2022-06 one lacks (builds made
 * since then use them) and titles written the way current tools write them. A stable
 * release's package stays the same, so every machine reads builds with the same library.
 */
const DEBIAN_SUITES = ['trixie', 'bookworm'] as const;
type DebianSuite = (typeof DEBIAN_SUITES)[number];

/** Where a suite's package is unpacked; bookworm's keeps the folder it had before trixie's was fetched. */
function debianTarget(suite: DebianSuite): string {
  switch (suite) {
    case 'trixie':
      return join(cacheDir(), 'ldraw-parts-trixie');
    case 'bookworm':
      return join(cacheDir(), 'ldraw-parts');
  }
}

function debianRoot(suite: DebianSuite): string {
  return join(debianTarget(suite), 'usr', 'share', 'ldraw');
}

/** DESIGN.md section 3: apt with private lists and sources, then dpkg -x, all inside the cache. */
function fetchDebianPackage(suite: DebianSuite, log: (line: string) => void): void {
  const cache = suite === 'bookworm' ? join(cacheDir(), 'debian') : join(cacheDir(), `debian-${suite}`);
  mkdirSync(join(cache, 'lists', 'partial'), { recursive: true });
  const sources = readFileSync('/etc/apt/sources.list.d/debian.sources', 'utf8');
  const uri = /^URIs:\s*(\S+)/m.exec(sources)?.[1] ?? 'http://deb.debian.org/debian';
  writeFileSync(
    join(cache, 'sources.list'),
    `deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${uri} ${suite} non-free\n`,
  );
  const aptOptions = [
    `-oDir::Etc::SourceList=${join(cache, 'sources.list')}`,
    '-oDir::Etc::SourceParts=/dev/null',
    `-oDir::State::Lists=${join(cache, 'lists')}`,
    '-oAPT::Sandbox::User=root',
    '-qq',
  ];
  let deb = readdirSync(cache).find((n) => /^ldraw-parts_.*\.deb$/.test(n));
  if (!deb) {
    log(`fetching Debian ${suite}'s ldraw-parts package (${suite === 'trixie' ? 67 : 48} MB) into ${cache}`);
    execFileSync('apt-get', [...aptOptions, 'update'], { stdio: 'pipe', timeout: 300_000 });
    execFileSync('apt-get', [...aptOptions, 'download', 'ldraw-parts'], { cwd: cache, stdio: 'pipe', timeout: 600_000 });
    deb = readdirSync(cache).find((n) => /^ldraw-parts_.*\.deb$/.test(n));
    if (!deb) throw new Error('apt-get download produced no ldraw-parts .deb');
  }
  const target = debianTarget(suite);
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  log(`unpacking ${deb}`);
  execFileSync('dpkg', ['-x', join(cache, deb), partial], { stdio: 'pipe', timeout: 600_000 });
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
}

/** The zip's bytes; ldraw.org's complete.zip is about 100 MB, so anything far larger is not one. */
function readZipFile(zipPath: string): Uint8Array {
  try {
    const size = statSync(zipPath);
    if (!size.isFile()) throw new UserError(`${zipPath}: not a file`);
    if (size.size > MAX_ZIP_BYTES) throw new UserError(`${zipPath}: ${Math.round(size.size / 1048576)} MB is too large for LDraw's complete.zip`);
    return readFileSync(zipPath);
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(`${zipPath}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

const MAX_ZIP_BYTES = 2 * 1024 * 1024 * 1024 - 1;

/** ldraw.org's complete.zip holds an `ldraw/` folder; it is unpacked once into the cache. */
function fromZip(zipPath: string, log: (line: string) => void): LibraryRecord {
  if (!existsSync(zipPath)) throw new UserError(`${zipPath}: no such file`);
  const target = join(cacheDir(), 'ldraw-complete');
  const root = join(target, 'ldraw');
  if (!isLibrary(root)) {
    log(`unpacking ${zipPath} into ${target}`);
    const partial = `${target}.partial`;
    rmSync(partial, { recursive: true, force: true });
    try {
      const archive = readZip(readZipFile(zipPath));
      for (const entry of archive.entries) {
        const name = entry.name.replace(/\\/g, '/');
        if (name.endsWith('/') || name.split('/').includes('..') || name.startsWith('/')) continue;
        const out = join(partial, name);
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(out, archive.read(entry.name));
      }
    } catch (e) {
      // A damaged archive (or a full disk) leaves no half-unpacked library behind.
      rmSync(partial, { recursive: true, force: true });
      if (e instanceof ZipError) throw new UserError(`${zipPath}: ${e.message}; nothing was installed`);
      if (e instanceof UserError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (code) throw new UserError(`${zipPath}: cannot unpack into ${target} (${code}); nothing was installed`);
      throw e;
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
    if (!isLibrary(root)) throw new UserError(`${zipPath}: no ldraw/parts and ldraw/p folders inside; is this LDraw's complete.zip?`);
  }
  return describeLibrary(root, 'zip');
}
