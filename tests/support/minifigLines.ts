import { readFileSync } from 'node:fs';

/** The placements of the bundled reference minifig (models/minifig.ldr): torso at the origin, feet at y 72. */
export function minifigLines(): string[] {
  return readFileSync(new URL('../../models/minifig.ldr', import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('1 '));
}
