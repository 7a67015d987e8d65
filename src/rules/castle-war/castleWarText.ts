import type { CastleWarUnit } from './castleWarUnit.ts';

/** A unit as a few lines of text: kit, powers, movement, cost, then what breaks the carrying rules. */
export function castleWarText(name: string, unit: CastleWarUnit): string {
  const out: string[] = [`${name}: Lego Castle War unit`];
  out.push('  items');
  if (unit.items.length === 0) out.push('    none');
  for (const i of unit.items) out.push(`    ${i.item.padEnd(14)} ${i.descriptions.join(' + ')} (${i.why})`);
  out.push(`  attack        ${unit.attack.map((a) => `range ${a.range}: ${a.value} (${a.worked})`).join('; ')}`);
  out.push(`  weapons       ${unit.weapons.map((w) => `${w.item} +${w.attack} range ${w.range}`).join(', ') || 'none: attacks adjacent squares with 1'}`);
  out.push(`  defence       ${unit.defence.value} (${unit.defence.worked}); in a castle ${unit.defenceInCastle.value}`);
  out.push(`  movement      ${unit.movement.value} squares (${unit.movement.worked})`);
  out.push(`  gold cost     ${unit.goldCost.value} (${unit.goldCost.worked})`);
  if (unit.goldCarried.value > 0) out.push(`  gold carried  ${unit.goldCarried.value} (${unit.goldCarried.worked})`);
  out.push(`  carrying      ${unit.carrying.carried} of ${unit.carrying.capacity} (${unit.carrying.carriedWorked}; may carry ${unit.carrying.capacityWorked})`);
  if (unit.carrying.violations.length === 0) out.push('  rules         kept');
  for (const v of unit.carrying.violations) out.push(`  VIOLATION     ${v.rule}: ${v.message}`);
  for (const n of unit.notes) out.push(`  note          ${n}`);
  return out.join('\n');
}
