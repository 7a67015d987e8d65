import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { partTraits } from '../../src/analysis/partTraits.ts';
import { partTraits as oldTraits } from './oldPartTraits.ts';
import { libraryRoot } from '../support/library.ts';
it('diff', () => {
  const dir = join(libraryRoot(), 'parts');
  const out: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.dat'))) {
    const text = readFileSync(join(dir, f), 'latin1');
    const t = text.split('\n')[0]!.replace(/^0\s+/, '').trim();
    const cat = /^0 !CATEGORY (.*)$/m.exec(text)?.[1]?.trim() ?? '';
    const a = oldTraits(t, cat), b = partTraits(t, cat);
    const strip = (x: any) => JSON.stringify({ ...x, reason: undefined });
    if (strip(a) !== strip(b) || a.reason !== b.reason) out.push(`${f}\t${t}\t${strip(a)} -> ${strip(b)}\t${b.reason}`);
  }
  writeFileSync('/tmp/traitdiff.txt', out.join('\n') + '\n');
}, 120000);
