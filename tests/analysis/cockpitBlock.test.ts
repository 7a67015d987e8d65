import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

type Labels = { file: string; pieces: { head: { parts: string[] } }[] };
const labelled = (name: string) => JSON.parse(readFileSync(new URL(`labels/${name}`, import.meta.url), 'utf8')) as Labels;

/** A cockpit is a small part of a vehicle: the block of studded parts around its windows stops short of the hull. */
describe.runIf(hasSharedModels)('the cab around the windows', () => {
  it("the micro loader's Head is its cab (windscreen brick, roof plate, beacon, work lamps), not the body its cab is studded to", async () => {
    const l = labelled('micro-loader.json');
    const a = await sharedPiece(l.file);
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : []));
    expect(head.sort()).toEqual([...l.pieces[0]!.head.parts].sort());
  });

  it("the mini X-wing's Head is its canopy, not the fuselage block it sits on", async () => {
    const l = labelled('x-wing-mini.json');
    const a = await sharedPiece(l.file);
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : []));
    // The canopy and the plate it sits on (the fuselage's studded block was 11 parts of it).
    expect(head).toEqual(expect.arrayContaining(l.pieces[0]!.head.parts));
    expect(head.length).toBeLessThanOrEqual(2);
  });
});
