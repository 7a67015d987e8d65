import type { PieceDocument } from './pieceDocument.ts';

export const CSV_HEADER = [
  'file', 'element', 'H', 'V', 'A', 'D', 'M', 'R', 'H_base', 'V_base', 'A_base', 'D_base', 'M_base', 'R_base',
  'M_direction', 'R_direction', 'pip_height', 'pip_side_width', 'width', 'core_comp', 'core_value', 'base_type',
  'weapons', 'shields_armour', 'boosts', 'parts', 'warnings',
] as const;

/** One CSV row per piece (RFC 4180 quoting, text cells safe from formula injection). */
export function pieceCsvRow(doc: PieceDocument): string {
  return pieceCsvValues(doc).map(csvField).join(',');
}

/** The row's values, in CSV_HEADER's order. */
export function pieceCsvValues(doc: PieceDocument): (string | number)[] {
  const p = doc.piece;
  const s = p.stats;
  const m = p.measurements;
  return [
    doc.file, p.element, s.H.value, s.V.value, s.A.value, s.D.value, s.M.value, s.R.value,
    s.H.base, s.V.base, s.A.base, s.D.base, s.M.base, s.R.base,
    s.M.direction ?? '', s.R.direction ?? '', m.pipHeight, m.pipSideWidth, m.width, m.coreComp, m.coreValue, m.baseType,
    // Shields and armour as D counts them: a shield built of many parts is one.
    p.weapons.length, s.D.terms.find((t) => t.name === 'Shields/Armour')?.value ?? 0, doc.parts.filter((x) => x.function === 'boost').length,
    doc.parts.length, p.warnings.join(' | '),
  ];
}

/**
 * One CSV cell, quoted when it must be (RFC 4180). Text that a spreadsheet
 * would run as a formula (a file named `=HYPERLINK(...).ldr`: a cell starting
 * with =, +, -, @, tab or CR) gets a leading single quote, which spreadsheets
 * show as text and hide; numbers are written as they are, signs and all.
 */
export function csvField(v: string | number): string {
  const text = typeof v === 'number' ? String(v) : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
