/**
 * A component's parts grouped by the top-level submodel each sits in (`top`), in the order first met; parts in no
 * submodel of the builder's are left out.
 */
export function unitsByTop(comp: readonly number[], top: (i: number) => string | undefined): number[][] {
  const byTop = new Map<string, number[]>();
  for (const i of comp) {
    const key = top(i);
    if (key === undefined) continue;
    const unit = byTop.get(key);
    if (unit) unit.push(i);
    else byTop.set(key, [i]);
  }
  return [...byTop.values()];
}
