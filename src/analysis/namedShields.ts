import { outermost, submodelRole, type SubmodelInstance } from './submodelInstances.ts';

/** Submodels a builder named as a shield (outermost) that something holds: each is one shield, whatever it is built of. */
export function namedShields(instances: readonly SubmodelInstance[], inHead: ReadonlySet<number>, crew: ReadonlySet<number>, partCount: number, held: (inst: SubmodelInstance) => boolean): Map<number, SubmodelInstance> {
  const named = instances.filter((inst) => submodelRole(inst.name) === 'shield' && inst.parts.length <= partCount / 2);
  const out = new Map<number, SubmodelInstance>();
  for (const inst of outermost(named).filter(held)) {
    for (const i of inst.parts) if (!inHead.has(i) && !crew.has(i)) out.set(i, inst);
  }
  return out;
}
