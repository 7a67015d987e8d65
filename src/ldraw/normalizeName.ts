/**
 * LDraw names are case-insensitive and use `\` or `/`. Every lookup uses the
 * normalised form: lower case, `/`, no leading `./`, single separators.
 * Returns undefined for names that could leave the folder they are looked up
 * in (absolute paths, drive letters, `..` segments), so no source can ever be
 * asked for a file outside its root.
 */
export function normalizeName(raw: string): string | undefined {
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
