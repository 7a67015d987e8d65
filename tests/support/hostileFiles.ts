import { zipSync } from 'fflate';

/**
 * Small files that expand into huge models: nested MPD submodels, each
 * placing the next `fanout` times, the innermost placing `fanout` copies of
 * a brick. `spread` moves the copies apart along X: by `spread` LDU in the
 * innermost submodel, `fanout` times more at each level out, so no two land
 * on the same spot (0, the default, stacks them all at the origin);
 * `upwards` moves them up (-Y) instead: a column.
 */
export function nestedMpd(levels: number, fanout: number, options: { part?: string; spread?: number; nameLength?: number; upwards?: boolean } = {}): string {
  const part = options.part ?? '3001.dat';
  const spread = options.spread ?? 0;
  const lines: string[] = [];
  // Long submodel names make every placed part's record long (its submodel path names them all).
  const name = (level: number) => `level${level}`.padEnd((options.nameLength ?? 10) - 4, 'x') + '.ldr';
  const place = (k: number, file: string, level: number) => {
    const offset = +(k * spread * fanout ** level).toFixed(6);
    return options.upwards ? `1 4 0 ${-offset} 0 1 0 0 0 1 0 0 0 1 ${file}` : `1 4 ${offset} 0 0 1 0 0 0 1 0 0 0 1 ${file}`;
  };
  lines.push(`0 FILE main.ldr`, `0 main`, `0 Name: main.ldr`, place(0, name(levels - 1), 0), '');
  for (let level = levels - 1; level >= 0; level--) {
    lines.push(`0 FILE ${name(level)}`, `0 ${name(level)}`, `0 Name: ${name(level)}`);
    for (let k = 0; k < fanout; k++) lines.push(place(k, level === 0 ? part : name(level - 1), level));
    lines.push('');
  }
  return lines.join('\n');
}

/** A Studio .io whose model.ldr inflates to `bytes` bytes of comment lines (deflate packs them ~1000:1). */
export function inflatingIo(bytes: number): Uint8Array {
  const line = '0 padding padding padding padding padding padding padding padding padding padding\n';
  const text = new Uint8Array(bytes);
  const pattern = new TextEncoder().encode(line);
  for (let i = 0; i < bytes; i++) text[i] = pattern[i % pattern.length]!;
  text.set(new TextEncoder().encode('1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'), 0);
  return zipSync({ 'model.ldr': [text, { level: 9 }] });
}

/**
 * An MPD whose one part (defined in the file) expands to `fanout ** levels`
 * triangles through nested subparts, placed `copies` times side by side.
 */
export function triangleBomb(levels: number, fanout: number, copies: number): string {
  const lines = ['0 FILE main.ldr', '0 main', '0 Name: main.ldr'];
  for (let k = 0; k < copies; k++) lines.push(`1 4 ${k * 100} 0 0 1 0 0 0 1 0 0 0 1 bomb.dat`);
  const name = (level: number) => (level === levels ? 'bomb.dat' : `s${level}.dat`);
  for (let level = levels; level >= 1; level--) {
    lines.push('', `0 FILE ${name(level)}`, `0 ${name(level)}`, `0 Name: ${name(level)}`, `0 !LDRAW_ORG Unofficial_${level === levels ? 'Part' : 'Subpart'}`);
    for (let k = 0; k < fanout; k++) lines.push(`1 16 ${k} 0 0 1 0 0 0 1 0 0 0 1 ${level === 1 ? 'tri.dat' : name(level - 1)}`);
  }
  lines.push('', '0 FILE tri.dat', '0 tri.dat', '0 Name: tri.dat', '0 !LDRAW_ORG Unofficial_Subpart', '3 16 0 0 0 1 0 0 0 1 0');
  return lines.join('\n');
}

/**
 * A Studio .io whose model.ldr places `count` custom parts side by side, each
 * a plate under CustomParts/ (so the archive holds `count` entries).
 */
export function manyCustomPartsIo(count: number): Uint8Array {
  const model: string[] = [];
  const files: Record<string, Uint8Array> = {};
  const encode = (s: string) => new TextEncoder().encode(s);
  for (let k = 0; k < count; k++) {
    model.push(`1 4 ${(k % 100) * 20} 0 ${Math.floor(k / 100) * 20} 1 0 0 0 1 0 0 0 1 c${k}.dat`);
    files[`CustomParts/c${k}.dat`] = encode(`0 Custom plate ${k}\n0 Name: c${k}.dat\n0 !LDRAW_ORG Unofficial_Part\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 3024.dat\n`);
  }
  files['model.ldr'] = encode(model.join('\n') + '\n');
  return zipSync(files);
}

/**
 * A Studio .io placing one custom part whose file inflates to `bytes` bytes
 * of comment lines (deflate packs them ~1000:1), and a second, small one.
 */
export function inflatingCustomPartIo(bytes: number): Uint8Array {
  const encode = (s: string) => new TextEncoder().encode(s);
  const text = new Uint8Array(bytes);
  const pattern = encode('0 padding padding padding padding padding padding padding padding padding padding\n');
  for (let i = 0; i < bytes; i++) text[i] = pattern[i % pattern.length]!;
  text.set(encode('0 Inflated part\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'), 0);
  return zipSync({
    'model.ldr': encode('1 4 0 0 0 1 0 0 0 1 0 0 0 1 big.dat\n1 4 0 -24 0 1 0 0 0 1 0 0 0 1 small.dat\n1 4 0 -48 0 1 0 0 0 1 0 0 0 1 3001.dat\n'),
    'CustomParts/big.dat': [text, { level: 9 }],
    'CustomParts/small.dat': encode('0 Small part\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 3024.dat\n'),
  });
}

/**
 * A Studio .io whose one custom part expands to `fanout ** levels` triangles
 * through nested custom subparts, placed `copies` times; the subparts also
 * reference each other in a cycle.
 */
export function nestedCustomPartsIo(levels: number, fanout: number, copies: number): Uint8Array {
  const encode = (s: string) => new TextEncoder().encode(s);
  const files: Record<string, Uint8Array> = {};
  const model: string[] = [];
  for (let k = 0; k < copies; k++) model.push(`1 4 ${k * 100} 0 0 1 0 0 0 1 0 0 0 1 bomb.dat`);
  model.push('1 4 0 -100 0 1 0 0 0 1 0 0 0 1 loopa.dat');
  files['model.ldr'] = encode(model.join('\n') + '\n');
  const name = (level: number) => (level === levels ? 'bomb.dat' : `s/bomb${level}.dat`);
  for (let level = levels; level >= 1; level--) {
    const lines = [`0 ${name(level)}`, `0 !LDRAW_ORG Unofficial_${level === levels ? 'Part' : 'Subpart'}`];
    for (let k = 0; k < fanout; k++) lines.push(`1 16 ${k} 0 0 1 0 0 0 1 0 0 0 1 ${level === 1 ? 's/tri.dat' : name(level - 1)}`);
    // Studio keeps a subpart s/x.dat as CustomParts/s/s/x.dat (see StudioCustomPartsSource).
    files[level === levels ? 'CustomParts/bomb.dat' : `CustomParts/s/${name(level)}`] = encode(lines.join('\n') + '\n');
  }
  files['CustomParts/s/s/tri.dat'] = encode('0 tri\n0 !LDRAW_ORG Unofficial_Subpart\n3 16 0 0 0 1 0 0 0 1 0\n');
  files['CustomParts/loopa.dat'] = encode('0 loop a\n0 !LDRAW_ORG Unofficial_Part\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 loopb.dat\n');
  files['CustomParts/loopb.dat'] = encode('0 loop b\n0 !LDRAW_ORG Unofficial_Part\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 loopa.dat\n3 16 0 0 0 1 0 0 0 1 0\n');
  return zipSync(files);
}

/**
 * A real file with its lines in a shuffled order (seeded, so a failure can be
 * repeated): a packed MPD's embedded primitives then refer to each other in
 * cycles, and its placements land in the wrong submodels.
 */
export function shuffledLines(text: string, seed: number): string {
  const lines = text.split(/\r?\n/);
  let s = seed >>> 0 || 1;
  // xorshift32: small, seeded, the same on every machine.
  const next = () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), (s >>> 0) / 2 ** 32);
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return lines.join('\n');
}
