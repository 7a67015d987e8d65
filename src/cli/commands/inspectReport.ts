import type { Model } from '../../ldraw/buildModel.ts';
import { diagnosticText, type Diagnostic } from '../../ldraw/Diagnostic.ts';
import type { MissingFile } from '../../ldraw/loadModel.ts';

const round = (n: number) => Math.round(n * 1000) / 1000;

export interface InspectPart {
  readonly id: string;
  readonly part: string;
  readonly description: string;
  readonly category: string;
  readonly colour: number;
  readonly colourName: string;
  readonly colourFamily: string;
  readonly submodel: string;
  readonly line: number;
  readonly position: readonly number[];
  readonly bounds: { readonly min: readonly number[]; readonly max: readonly number[] };
  readonly studs: number;
  readonly sockets: number;
  readonly type: string;
  readonly missing: boolean;
}

export interface InspectReport {
  readonly file: string;
  readonly parts: readonly InspectPart[];
  readonly missing: readonly MissingFile[];
  readonly diagnostics: readonly Pick<Diagnostic, 'file' | 'line' | 'message' | 'severity'>[];
  readonly summary: {
    readonly placedParts: number;
    readonly distinctParts: number;
    readonly colours: readonly { readonly code: number; readonly name: string; readonly family: string; readonly count: number }[];
    readonly bounds: { readonly min: readonly number[]; readonly max: readonly number[]; readonly sizeLdu: readonly number[]; readonly sizeStuds: readonly number[] } | null;
  };
}

/** The inventory of a model as plain data: what `inspect --json` prints and the text view formats. */
export function inspectReport(model: Model, fileName: string): InspectReport {
  const colours = model.loaded.colours;
  // The parts of one submodel instance share its path: one string for them all, not one each (a deep file's paths are long).
  const paths = new Map<readonly string[], string>();
  const pathOf = (path: readonly string[]) => paths.get(path) ?? paths.set(path, path.join(' > ')).get(path)!;
  const parts = model.parts.map((p): InspectPart => {
    const c = colours.resolve(p.colour);
    return {
      id: p.id,
      part: p.part,
      description: p.file?.description ?? '',
      category: p.file?.category ?? '',
      colour: p.colour,
      colourName: c.name,
      colourFamily: c.family,
      submodel: pathOf(p.submodel),
      line: p.line,
      position: [round(p.matrix[0]!), round(p.matrix[1]!), round(p.matrix[2]!)],
      bounds: { min: p.bounds.min.map(round), max: p.bounds.max.map(round) },
      studs: p.geometry?.studs.length ?? 0,
      sockets: p.geometry?.sockets.length ?? 0,
      type: p.missing ? 'Missing' : p.kind,
      missing: p.missing,
    };
  });
  const colourCounts = new Map<number, number>();
  for (const p of model.parts) colourCounts.set(p.colour, (colourCounts.get(p.colour) ?? 0) + 1);
  const b = model.bounds;
  const size = b ? [0, 1, 2].map((i) => round(b.max[i]! - b.min[i]!)) : undefined;
  return {
    file: fileName,
    parts,
    missing: model.loaded.missing,
    diagnostics: model.diagnostics.map((d) => ({ file: d.file, line: d.line, severity: d.severity, message: d.message })),
    summary: {
      placedParts: parts.length,
      distinctParts: new Set(model.parts.map((p) => p.resolvedPart)).size,
      colours: [...colourCounts]
        .sort((x, y) => y[1] - x[1])
        .map(([code, count]) => ({ code, name: colours.resolve(code).name, family: colours.resolve(code).family, count })),
      bounds:
        b && size
          ? { min: b.min.map(round), max: b.max.map(round), sizeLdu: size, sizeStuds: [round(size[0]! / 20), round(size[1]! / 20), round(size[2]! / 20)] }
          : null,
    },
  };
}

/** A short human summary of the same report. */
export function formatInspect(r: InspectReport): string {
  const out: string[] = [];
  const s = r.summary;
  out.push(`${r.file}`);
  out.push(`  parts:    ${s.placedParts} placed, ${s.distinctParts} distinct`);
  out.push(`  colours:  ${s.colours.length}: ${s.colours.slice(0, 8).map((c) => `${c.name} (${c.family}) x${c.count}`).join(', ')}${s.colours.length > 8 ? ', ...' : ''}`);
  if (s.bounds) {
    const [w, h, d] = s.bounds.sizeLdu;
    out.push(`  size:     ${w} x ${h} x ${d} LDU (width x height x depth) = ${round(w! / 20)} x ${round(d! / 20)} studs, ${round(h! / 24)} bricks high`);
  }
  if (r.missing.length === 0) out.push('  missing:  none');
  else {
    out.push(`  missing:  ${r.missing.length} file(s) not in the model or the library:`);
    for (const m of r.missing) out.push(`    ${m.name} (${m.references}x, first at ${m.file}:${m.line})${m.why ? `: not read: ${m.why}` : m.standIn ? `: drawn and read as its plain mould ${m.standIn} (the print is not in the library)` : ''}`);
  }
  const shown = r.diagnostics.filter((d) => d.severity !== 'info');
  if (shown.length > 0) {
    out.push(`  problems: ${shown.length}`);
    for (const d of shown.slice(0, 20)) out.push(`    ${diagnosticText(d)}`);
    if (shown.length > 20) out.push(`    ... and ${shown.length - 20} more (--json lists all)`);
  }
  return out.join('\n');
}
