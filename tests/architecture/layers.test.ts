import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const CRUISER = join(ROOT, 'node_modules/.bin/depcruise');

/** Runs the project's dependency rules over a small tree of files; returns its exit code and report. */
function cruise(files: Record<string, string>): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'brickstats-layers-'));
  dirs.push(dir);
  cpSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true, moduleResolution: 'Bundler', module: 'ESNext' } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    const out = execFileSync(CRUISER, ['src', '--config', '.dependency-cruiser.cjs'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: err.stdout };
  }
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the layering check (npm run check)', () => {
  it('passes a tree whose imports run ldraw -> analysis -> rules -> export -> cli', () => {
    const r = cruise({
      'src/ldraw/a.ts': 'export const a = 1;\n',
      'src/analysis/b.ts': "import { a } from '../ldraw/a.ts';\nexport const b = a;\n",
      'src/rules/c.ts': "import { b } from '../analysis/b.ts';\nexport const c = b;\n",
      'src/export/d.ts': "import { c } from '../rules/c.ts';\nexport const d = c;\n",
      'src/cli/e.ts': "import { d } from '../export/d.ts';\nimport { readFileSync } from 'node:fs';\nexport const e = [d, readFileSync];\n",
    });
    expect(r.out).toContain('no dependency violations');
    expect(r.code).toBe(0);
  });

  it('fails when the analysis imports the rules', () => {
    const r = cruise({
      'src/rules/c.ts': 'export const c = 1;\n',
      'src/analysis/b.ts': "import { c } from '../rules/c.ts';\nexport const b = c;\n",
    });
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('analysis-imports-a-higher-layer');
  });

  it('fails when the core imports node:*', () => {
    const r = cruise({ 'src/ldraw/a.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n" });
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('core-imports-node');
  });

  it('fails when two files import each other', () => {
    const r = cruise({
      'src/rules/x.ts': "import { y } from './y.ts';\nexport const x = () => y;\n",
      'src/rules/y.ts': "import { x } from './x.ts';\nexport const y = () => x;\n",
    });
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('no-circular');
  });
});
