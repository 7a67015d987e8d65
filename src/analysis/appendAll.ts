/** Appends items to target one by one: target.push(...items) overflows the stack past about 125,000 items. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
