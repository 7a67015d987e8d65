import type { PieceDocument } from './pieceDocument.ts';

const STATS = [
  ['H', 'Health'],
  ['V', 'Value'],
  ['A', 'Attack'],
  ['D', 'Defense'],
  ['M', 'Movement'],
  ['R', 'Range'],
] as const;

/** The data sheet as text: the stats, then how each number was made. */
export function pieceText(doc: PieceDocument): string {
  const p = doc.piece;
  const m = p.measurements;
  const out: string[] = [];
  out.push(`${doc.file}: Block Duel Chess data sheet`);
  out.push('');
  out.push(`  Element  ${p.element} (${p.elementReason})`);
  out.push(`           allowed: ${p.elementChoices.map((c) => `${c.element} +${c.colourBonus}`).join(', ')}; colours: ${p.colourFamilies.join(', ')}`);
  out.push(`           advantage against ${p.advantage.against.join(', ') || 'none'}; at a disadvantage against ${p.advantage.weakAgainst.join(', ') || 'none'}`);
  out.push('');
  out.push('  stat        value  base');
  for (const [k, name] of STATS) {
    const s = p.stats[k];
    const dir = 'direction' in s && s.direction ? `  ${s.direction}` : '';
    out.push(`  ${k} ${name.padEnd(9)} ${String(s.value).padStart(4)}  ${String(s.base).padStart(4)}${dir}`);
  }
  out.push('');
  out.push('  measurements');
  out.push(`    Pip Height      ${m.pipHeight} p  (${m.pipHeightLdu} LDU, 1 p = ${m.pipLdu} LDU, ${m.ruler} ruler)`);
  out.push(`    Pip Side Width  ${m.pipSideWidth} p  (${m.pipSideWidthLdu} LDU across the Core, front to back)`);
  out.push(`    width           ${m.width} p  (${m.widthLdu} LDU left to right)`);
  out.push(`    Core            Comp ${m.coreComp}, Value ${m.coreValue}: ${m.core.reason}`);
  out.push(`    Base            ${m.baseType}: ${m.baseReason}`);
  out.push(`    front           ${m.front.map((v) => Math.round(v * 1000) / 1000).join(' ')}: ${m.frontReason}`);
  out.push('');
  out.push(`  weapons (${p.weapons.length})`);
  for (const w of p.weapons) out.push(`    Level ${w.level} ${w.kind}: ${w.reason}`);
  out.push('');
  out.push('  how each stat was made');
  for (const [k] of STATS) {
    const s = p.stats[k];
    out.push(`    ${s.formula}`);
    out.push(`      base ${s.base}, with Element ${s.value}: ${s.worked}`);
    for (const t of s.terms) out.push(`      ${t.name} = ${t.value}: ${t.detail}`);
    if ('directionReason' in s && s.directionReason) out.push(`      direction: ${s.directionReason}`);
  }
  out.push('');
  // The labels the analysis is least sure of come first: a player checks those before the rest.
  const rank = { low: 0, medium: 1, high: 2 } as const;
  const ordered = [...doc.parts].sort((a, b) => rank[a.confidence] - rank[b.confidence]);
  const low = ordered.filter((part) => part.confidence === 'low').length;
  out.push(low > 0 ? `  parts (${low} labelled with low confidence first: check them)` : '  parts');
  for (const part of ordered) {
    const w = part.weapon ? ` ${part.weapon.kind} L${part.weapon.level}` : part.boost ? ` ${part.boost}` : '';
    const sure = part.confidence === 'high' ? '' : ` [${part.confidence} confidence]`;
    out.push(`    ${part.id.padEnd(10)} ${part.part.padEnd(16)} ${part.section.padEnd(5)} ${part.function}${w}${part.corrected ? ' (corrected)' : ''}${sure}: ${part.functionReason}`);
  }
  if (p.warnings.length > 0) {
    out.push('');
    out.push('  warnings');
    for (const w of p.warnings) out.push(`    ${w}`);
  }
  return out.join('\n');
}
