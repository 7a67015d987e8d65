/**
 * LDraw names are case-insensitive and use `\` or `/`. Every lookup uses the
 * normalised form: lower case, `/`, no leading `./`, single separators.
 * Returns undefined for names that could leave the folder they are looked up
 * in (absolute paths, drive letters, `..` segments), so no source can ever be
 * asked for a file outside its root.
 */
export function normalizeName(raw: string): string | undefined {
  // The same few hundred names repeat thousands of times in a model: remember them.
  const known = cache.get(raw);
  if (known !== undefined || cache.has(raw)) return known;
  const result = normalize(raw);
  if (cache.size > 50_000) cache.clear();
  cache.set(raw, result);
  return result;
}

const cache = new Map<string, string | undefined>();

function normalize(raw: string): string | undefined {
  const name = raw.trim().replace(/\\/g, '/').toLowerCase();
  if (name === '' || name.startsWith('/') || /^[a-z]:/.test(name) || name.includes('\0')) return undefined;
  const parts: string[] = [];
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return undefined;
    parts.push(segment);
  }
  return parts.length === 0 ? undefined : parts.join('/');
}
