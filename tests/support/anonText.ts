import type { BuildLabels, LabelGroup } from './scoreLabels.ts';
import { moveLabels } from './moveLabels.ts';

/**
 * A build's file with every submodel renamed to say nothing ("submodel 3.ldr"),
 * as many builders leave them (a tool's default names) or write them in another
 * language, and its labels' submodel names renamed alike. Every line stays on its
 * line, so part ids do not change. Inline parts (.dat blocks) keep their names.
 */
export function anonLabelled(original: string, labels: BuildLabels): { text: string; labels: BuildLabels } {
  const lines = original.replace(/^\uFEFF/, '').split('\n');
  const key = (name: string) => name.trim().toLowerCase().replace(/\\/g, '/');
  const names = new Map<string, string>();
  for (const line of lines) {
    const m = /^\s*0\s+FILE\s+(.+?)\s*$/i.exec(line);
    if (m && !/\.dat$/i.test(m[1]!) && !names.has(key(m[1]!))) names.set(key(m[1]!), `submodel ${names.size + 1}.ldr`);
  }
  let block: string | undefined;
  let titled = false;
  let renamedRefs = 0;
  const text = lines.map((line) => {
    const file = /^(\s*0\s+FILE\s+)(.+?)(\s*)$/i.exec(line);
    if (file) {
      block = names.get(key(file[2]!));
      titled = false;
      return block ? `${file[1]}${block}${file[3]}` : line;
    }
    const cr = line.endsWith('\r') ? '\r' : '';
    if (block && /^\s*0\s+Name:/i.test(line)) return `0 Name: ${block}${cr}`;
    // The first comment of a block is its title.
    if (block && !titled && /^\s*0\s+\S/.test(line) && !/^\s*0\s+(!|Author:|BFC\b)/i.test(line)) {
      titled = true;
      return `0 ${block.replace(/\.ldr$/, '')}${cr}`;
    }
    if (/^\s*[1-5]\s/.test(line)) titled = true;
    const ref = /^\s*1\s/.test(line) ? line.trim().split(/\s+/) : undefined;
    if (ref && ref.length > 14) {
      const renamed = names.get(key(ref.slice(14).join(' ')));
      if (renamed) {
        renamedRefs++;
        return `${ref.slice(0, 14).join(' ')} ${renamed}${cr}`;
      }
    }
    return line;
  });
  // A file with submodels whose placements were not renamed would be compared with itself.
  if (names.size > 1 && renamedRefs === 0) throw new Error('anonLabelled: no submodel placement renamed');
  const rename = (name: string) => name.split(' > ').map((n) => names.get(key(n)) ?? n).join(' > ');
  const group = <G extends LabelGroup>(g: G): G => ({ ...g, submodels: (g.submodels ?? []).map(rename) });
  return { text: text.join('\n'), labels: moveLabels(labels, (id) => id, group) };
}
