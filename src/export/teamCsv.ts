import { CSV_HEADER, csvField, pieceCsvValues } from './pieceCsv.ts';
import type { MemberDocument } from './teamDocument.ts';

/** A team's CSV: the piece CSV's columns with the piece's number and name after the file. */
export const TEAM_CSV_HEADER = ['file', 'piece', 'name', ...CSV_HEADER.slice(1)] as const;

/** One row per piece of the team. */
export function teamCsvRow(doc: MemberDocument): string {
  const [file, ...rest] = pieceCsvValues(doc);
  return [file!, doc.number, doc.name, ...rest].map(csvField).join(',');
}
