import type { PartCorrection } from '../../analysis/corrections.ts';
import type { PieceDocument } from '../../export/pieceDocument.ts';

type DocPart = PieceDocument['parts'][number];

/** A part's labels in words: "weapon (gun, Level 2)", "none". */
export function functionWords(p: Pick<DocPart, 'function' | 'weapon'>): string {
  return p.function === 'weapon' && p.weapon ? `weapon (${p.weapon.kind}, Level ${p.weapon.level})` : p.function;
}

/** The parts a correction was made on, by name: "Minifig Shovel (3837.dat)", "3 parts: Minifig Hand ×2, Minifig Arm Right". */
export function partsWords(parts: readonly DocPart[]): string {
  const name = (p: DocPart) => p.description || p.part;
  if (parts.length === 1) return `${name(parts[0]!)} (${parts[0]!.part})`;
  const counts = new Map<string, number>();
  for (const p of parts) counts.set(name(p), (counts.get(name(p)) ?? 0) + 1);
  return `${parts.length} parts: ${[...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(', ')}`;
}

/** What a correction of these parts does, as the player chose it: "Minifig Shovel (3837.dat): function none → weapon (staff)". */
export function describeCorrection(parts: readonly DocPart[], patch: Omit<PartCorrection, 'part'>): string {
  const one = <T,>(f: (p: DocPart) => T): T | 'mixed' => (parts.every((p) => f(p) === f(parts[0]!)) ? f(parts[0]!) : 'mixed');
  const changes: string[] = [];
  if (patch.section) changes.push(`section ${one((p) => p.section)} → ${patch.section}`);
  if (patch.function || patch.weapon) {
    const to = patch.function && patch.function !== 'weapon' ? patch.function : `weapon (${patch.weapon?.kind ?? 'hit'}${patch.weapon?.level !== undefined ? `, Level ${patch.weapon.level}` : ''})`;
    changes.push(`function ${one(functionWords)} → ${to}`);
  }
  return `${partsWords(parts)}: ${changes.join(', ') || 'corrected'}`;
}
