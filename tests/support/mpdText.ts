/** An MPD file's text from its files' type-1 lines, the first file the main model (each closed with 0 NOFILE). */
export function mpdText(files: Record<string, readonly string[]>): string {
  return Object.entries(files).map(([name, lines]) => [`0 FILE ${name}`, ...lines, '0 NOFILE'].join('\n')).join('\n') + '\n';
}
