/** The seeds and the parts reached from them, link by link, through parts that pass `ok`; sorted. */
export function spread(links: readonly (readonly number[])[], seeds: readonly number[], ok: (i: number) => boolean): number[] {
  const out = new Set(seeds);
  const stack = [...seeds];
  while (stack.length > 0) {
    for (const j of links[stack.pop()!]!) {
      if (out.has(j) || !ok(j)) continue;
      out.add(j);
      stack.push(j);
    }
  }
  return [...out].sort((a, b) => a - b);
}
