import { describe, expect, it } from 'vitest';
import type { PieceDocument } from '../../../src/export/pieceDocument.ts';
import { correctionsFileText, correctionsMadeFor } from '../../../src/app/state/correctionsFileText.ts';
import { foreignCorrections } from '../../../src/app/state/foreignCorrections.ts';
import { parseCorrections, type Corrections } from '../../../src/rules/block-duel-chess/correctionsFile.ts';

const doc = { file: 'minifig.ldr', parts: [{ id: '8', part: '3626bp01.dat' }, { id: '10', part: '3818.dat' }] } as unknown as PieceDocument;
const corrections = (parts: Corrections['parts'], piece?: Corrections['piece']): Corrections => ({ schema: 'brickstats/corrections@1', parts, ...(piece ? { piece } : {}) });

describe('corrections made for another model are named, not applied', () => {
  it('none of the parts fits: names the file, the model they were made for, this model, and one part that differs', () => {
    const other = corrections({ '10': { part: '3847.dat', function: 'weapon' }, '31': { part: '3846.dat', function: 'none' } });
    expect(foreignCorrections(other, 'knight.ldr', 'knight.corrections.json', doc, 'minifig.ldr')).toBe(
      'knight.corrections.json: these corrections were made for knight.ldr, not minifig.ldr: none of their 2 part correction(s) fits its parts (part 10 is 3818.dat here, 3847.dat there). Nothing was changed.',
    );
    // A file the CLI wrote names no model: it is still told apart by its parts.
    expect(foreignCorrections(corrections({ '99': { part: '3001.dat', section: 'head' } }), undefined, 'c.json', doc, 'minifig.ldr')).toBe(
      'c.json: these corrections were made for another model than minifig.ldr: none of their 1 part correction(s) fits its parts (there is no part 99 here (it was 3001.dat)). Nothing was changed.',
    );
  });

  it('one part that fits, or no part corrections at all (Element, front): they are this model\'s', () => {
    expect(foreignCorrections(corrections({ '10': { part: '3818.dat', section: 'head' }, '99': { part: '3001.dat' } }), 'minifig.ldr', 'c.json', doc, 'minifig.ldr')).toBeUndefined();
    expect(foreignCorrections(corrections({}, { element: 'Fire' }), 'knight.ldr', 'c.json', doc, 'minifig.ldr')).toBeUndefined();
  });

  it('the viewer writes the model\'s name into the file; the CLI reads the file as before and keeps the field', () => {
    const text = correctionsFileText(corrections({ '10': { part: '3818.dat', section: 'head' } }, { element: 'Fire' }), 'minifig.ldr');
    expect(correctionsMadeFor(text)).toBe('minifig.ldr');
    expect(parseCorrections(text, 'c.json')).toEqual(corrections({ '10': { part: '3818.dat', section: 'head' } }, { element: 'Fire' }));
    expect(correctionsMadeFor('{"schema":"brickstats/corrections@1","parts":{}}')).toBeUndefined();
    expect(correctionsMadeFor('not json')).toBeUndefined();
  });
});
