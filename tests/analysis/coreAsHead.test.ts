import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** III.B: a piece with no Head has its Core count as its Head; IV.F: the Head is counted as a weapon. */
describe.runIf(hasSharedModels)('the Core as the Head', () => {
  it('a lone minifig torso with its arms, no head on it, rams with the torso: a Level 0 hit besides the two punching arms', async () => {
    const a = await sharedPiece('brickhub-tests/test_torso.mpd');
    expect(a.labels.some((l) => l.section === 'head')).toBe(false);
    const torso = a.parts.findIndex((p) => p.part.startsWith('973'));
    const ram = a.weapons.find((w) => w.parts.includes(torso));
    expect(ram).toMatchObject({ kind: 'hit', level: 0 });
    expect(ram!.reason).toMatch(/Core counts as the Head/);
    expect(a.weapons.filter((w) => w.kind === 'hit')).toHaveLength(3);
    // Its label says so too, as a guess to check: the part list shows the torso among the weapons.
    expect(a.labels[torso]).toMatchObject({ function: 'weapon', weapon: { kind: 'hit', level: 0 }, confidence: 'low' });
  });

  it('a minifig with its head keeps the head as its one Head weapon', async () => {
    const a = await sharedPiece('pieces/pirate-6235-pistol.ldr');
    expect(a.weapons.some((w) => /Core counts as the Head/.test(w.reason))).toBe(false);
  });
});
