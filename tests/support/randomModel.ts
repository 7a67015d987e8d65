import fc from 'fast-check';

/**
 * Random LDraw files for the hostile suite, as a fast-check arbitrary: MPD
 * submodels placing real parts, each other (cycles included: A places B
 * places A), missing files and nothing at all (empty submodels); copies
 * stacked in one spot, a hair apart, on a grid or at huge coordinates;
 * rotation matrices proper, mirrored, singular or all zero; a chain of
 * submodels nested past the depth limit; junk lines; LF, CRLF, CR-only or
 * mixed line ends, with or without a byte-order mark; the main model in a
 * FILE block or before the first one.
 */
export interface RandomModel {
  /** The file name, e.g. `case-07.mpd`. */
  readonly name: string;
  readonly bytes: Uint8Array;
  /** What is in it, in a few words for the table. */
  readonly summary: string;
}

/** Real library parts: bricks, plates, tiles, a slope, Technic, a minifig head and torso, and a bare primitive. */
const PARTS = ['3001.dat', '3003.dat', '3005.dat', '3020.dat', '3023.dat', '3024.dat', '3062b.dat', '4073.dat', '3710.dat', '32523.dat', '2780.dat', '3626b.dat', '973.dat', 'stud.dat'] as const;

type Target =
  | { readonly kind: 'part'; readonly name: string }
  | { readonly kind: 'submodel'; readonly index: number }
  | { readonly kind: 'missing'; readonly name: string }
  | { readonly kind: 'chain' };

type Placement = 'spot' | 'hair' | 'grid' | 'huge';

interface Ref {
  readonly target: Target;
  /** Lines placing it, one after another in the same submodel. */
  readonly copies: number;
  readonly placement: Placement;
  readonly matrix: string;
  readonly colour: number;
  /** For `huge`: the first copy's X. */
  readonly far: string;
}

interface Spec {
  readonly submodels: readonly (readonly Ref[])[];
  readonly chainDepth: number;
  readonly junk: readonly string[];
  readonly eol: 'LF' | 'CRLF' | 'CR' | 'mixed';
  readonly bom: boolean;
  /** The main model before the first `0 FILE`, as three.js packs files. */
  readonly packed: boolean;
}

const MATRICES = {
  identity: '1 0 0 0 1 0 0 0 1',
  quarter: '0 0 1 0 1 0 -1 0 0',
  mirrored: '-1 0 0 0 1 0 0 0 1',
  singular: '1 0 0 0 0 0 0 0 1',
  zero: '0 0 0 0 0 0 0 0 0',
  squashed: '1 0 0 0 1e-12 0 0 0 1',
  scaled: '1000 0 0 0 1000 0 0 0 1000',
} as const;

const JUNK = ['hello', '1 16 0 0', '1 16 a b c 1 0 0 0 1 0 0 0 1 3001.dat', '3 16 0 0 0 1 1 1', '0 FILE', '0 !COLOUR', '7 8 9', '1 16 0 0 0 1 0 0 0 1 0 0 0 1', '1 16 NaN 0 0 1 0 0 0 1 0 0 0 1 3001.dat'] as const;

const SUBMODELS_MAX = 6;

const target: fc.Arbitrary<Target> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...PARTS).map((name) => ({ kind: 'part' as const, name })) },
  { weight: 4, arbitrary: fc.nat(SUBMODELS_MAX - 1).map((index) => ({ kind: 'submodel' as const, index })) },
  { weight: 1, arbitrary: fc.constantFrom('gone.dat', 'gone.ldr', 's/gone.dat', '../etc/passwd', 'C:\\gone.dat').map((name) => ({ kind: 'missing' as const, name })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'chain' as const }) },
);

const ref: fc.Arbitrary<Ref> = fc.record({
  target,
  // Mostly a few, sometimes a stack.
  copies: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }) },
    { weight: 2, arbitrary: fc.integer({ min: 5, max: 60 }) },
    { weight: 1, arbitrary: fc.integer({ min: 61, max: 400 }) },
  ),
  placement: fc.constantFrom<Placement>('spot', 'hair', 'grid', 'huge'),
  matrix: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...Object.values(MATRICES)) },
    { weight: 1, arbitrary: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 9, maxLength: 9 }).map((m) => m.join(' ')) },
  ),
  colour: fc.constantFrom(0, 4, 15, 16, 24, 71, 256, 9999, 0x2ff0000),
  far: fc.constantFrom('1e6', '-1e9', '1e15', '1e300', '1e400', '-1e400'),
});

const spec: fc.Arbitrary<Spec> = fc.record({
  submodels: fc.array(fc.array(ref, { maxLength: 6 }), { minLength: 1, maxLength: SUBMODELS_MAX }),
  chainDepth: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 60, max: 70 })),
  junk: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.constantFrom(...JUNK), { minLength: 1, maxLength: 3 }) }),
  eol: fc.constantFrom('LF', 'CRLF', 'CR', 'mixed'),
  bom: fc.boolean(),
  packed: fc.boolean(),
});

const submodelName = (i: number) => `sub${i}.ldr`;
const chainName = (i: number) => `chain${i}.ldr`;

function placementOf(r: Ref, k: number): string {
  switch (r.placement) {
    case 'spot': return '0 0 0';
    case 'hair': return `${+(k * 0.001).toFixed(3)} 0 0.0001`;
    case 'grid': return `${(k % 8) * 20} ${-Math.floor(k / 64) * 24} ${Math.floor(k / 8) % 8 * 20}`;
    case 'huge': return `${r.far} ${k} -${r.far.replace(/^-/, '')}`;
  }
}

function targetName(t: Target, submodels: number): string {
  switch (t.kind) {
    case 'part': return t.name;
    case 'missing': return t.name;
    // A submodel past the last one is a missing file too.
    case 'submodel': return t.index < submodels ? submodelName(t.index) : `sub${t.index}-absent.ldr`;
    case 'chain': return chainName(0);
  }
}

function render(s: Spec): string[] {
  const lines: string[] = [];
  const n = s.submodels.length;
  s.submodels.forEach((refs, i) => {
    if (i > 0 || !s.packed) lines.push(`0 FILE ${submodelName(i)}`);
    lines.push(`0 Submodel ${i}`, `0 Name: ${submodelName(i)}`);
    for (const r of refs) {
      for (let k = 0; k < r.copies; k++) lines.push(`1 ${r.colour} ${placementOf(r, k)} ${r.matrix} ${targetName(r.target, n)}`);
    }
    if (i === 0) lines.push(...s.junk);
    lines.push('0 NOFILE');
  });
  // Each link places the next twice, so the innermost brick is placed 2^depth times until the depth limit stops it.
  for (let d = 0; d < s.chainDepth; d++) {
    const next = d + 1 < s.chainDepth ? chainName(d + 1) : '3001.dat';
    lines.push(`0 FILE ${chainName(d)}`, `1 16 0 0 0 ${MATRICES.identity} ${next}`, `1 16 0 0 0.5 ${MATRICES.identity} ${next}`);
  }
  return lines;
}

function joinLines(lines: readonly string[], eol: Spec['eol']): string {
  if (eol !== 'mixed') return lines.join({ LF: '\n', CRLF: '\r\n', CR: '\r' }[eol]) + '\n';
  const ends = ['\n', '\r\n', '\r'];
  return lines.map((l, i) => l + ends[i % 3]).join('');
}

function summarize(s: Spec): string {
  const refs = s.submodels.flat();
  const words = [`${s.submodels.length} sub`, `${Math.max(0, ...refs.map((r) => r.copies))}x`, s.eol + (s.bom ? '+BOM' : '')];
  if (refs.some((r) => r.target.kind === 'submodel')) words.push('nested');
  if (refs.some((r) => r.target.kind === 'chain')) words.push(`chain ${s.chainDepth}`);
  if (s.submodels.some((refs) => refs.length === 0)) words.push('empty');
  if (refs.some((r) => r.target.kind === 'missing')) words.push('missing');
  if (refs.some((r) => r.matrix === MATRICES.singular || r.matrix === MATRICES.zero)) words.push('singular');
  if (refs.some((r) => r.placement === 'huge')) words.push('huge');
  if (s.junk.length > 0) words.push('junk');
  if (s.packed) words.push('packed');
  return words.join(' ');
}

/** Random model files named `case-NN.mpd` in the order drawn. */
export function randomModels(seed: number, count: number): RandomModel[] {
  return fc.sample(spec, { seed, numRuns: count }).map((s, i) => {
    const text = joinLines(render(s), s.eol);
    const body = new TextEncoder().encode(text);
    const bytes = s.bom ? Uint8Array.from([0xef, 0xbb, 0xbf, ...body]) : body;
    return { name: `case-${String(i).padStart(2, '0')}.mpd`, bytes, summary: summarize(s) };
  });
}
