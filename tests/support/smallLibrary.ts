import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ref = (name: string) => `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${name}\r\n`;

/** A small library: a brick with a subpart and studs, a part using a primitive by a `parts/`-less name with spaces and upper case. */
export function smallLibrary(): string {
  const root = mkdtempSync(join(tmpdir(), 'library-index-'));
  const files: Record<string, string> = {
    'LDConfig.ldr': '0 LDraw.org Configuration File\n',
    'parts/3001.dat': `0 Brick  2 x  4\n${ref('s\\3001s01.dat')}  ${ref('stud.dat')}`,
    'parts/s/3001s01.dat': `0 ~Brick  2 x  4 without Front Face\n${ref('4-4CYLI.DAT')}`,
    'parts/Minifig Thing.dat': `0 A part with a space in its name\n${ref('3001.dat')}`,
    'parts/3002.dat': `0 Uses a name given from the root\n${ref('p\\stud.dat')}${ref('nosuch.dat')}${ref('..\\secret.dat')}`,
    'p/stud.dat': `0 Stud\n${ref('4-4cyli.dat')}`,
    'p/4-4CYLI.DAT': '0 Cylinder 1.0\n',
    'p/unused.dat': '0 A primitive no part uses\n',
    'models/car.ldr': `0 A sample model\n${ref('3001.dat')}`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
