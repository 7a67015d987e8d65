import type { DocPart } from '../../src/app/panels/partList/groupParts.ts';

/** A document part with plain defaults: a sure, uncorrected core brick. */
export function docPart(over: Partial<DocPart> & { id: string }): DocPart {
  return {
    part: '3001.dat',
    description: 'Brick  2 x  4',
    colour: 4,
    colourName: 'Red',
    colourFamily: 'red',
    section: 'core',
    function: 'none',
    weapon: null,
    boost: null,
    reason: 'r',
    sectionReason: 's',
    functionReason: 'f',
    corrected: false,
    confidence: 'high',
    confidenceReason: 'c',
    ...over,
  } as DocPart;
}
