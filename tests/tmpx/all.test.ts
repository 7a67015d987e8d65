import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { partTraits } from '../../src/analysis/partTraits.ts';
import { libraryRoot } from '../support/library.ts';
it('all', () => {
  const dir = join(libraryRoot(), 'parts');
  const out: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.dat'))) {
    const text = readFileSync(join(dir, f), 'latin1');
    const t = text.split('\n')[0]!.replace(/^0\s+/, '').trim();
    const cat = /^0 !CATEGORY (.*)$/m.exec(text)?.[1]?.trim() ?? '';
    const b = partTraits(t, cat);
    out.push(`${f}\t${t}\t${JSON.stringify({ ...b, reason: undefined })}`);
  }
  writeFileSync('/tmp/alltraits.txt', out.join('\n') + '\n');
}, 120000);
