import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FsSource } from '../../src/cli/FsSource.ts';

describe('FsSource', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fssource-'));
  const root = join(dir, 'model');
  mkdirSync(join(root, 'S'), { recursive: true });
  writeFileSync(join(root, 'S', 'Part.DAT'), '0 inside\n');
  writeFileSync(join(dir, 'secret.dat'), '0 outside\n');
  symlinkSync(join(dir, 'secret.dat'), join(root, 'link.dat'));
  symlinkSync(join(root, 'S', 'Part.DAT'), join(root, 'inner.dat'));
  const source = new FsSource(root);
  const text = (path: string) => {
    const b = source.read(path);
    return b instanceof Uint8Array ? new TextDecoder().decode(b) : b;
  };

  it('finds names case-insensitively', () => {
    expect(text('s/part.dat')).toBe('0 inside\n');
  });

  it('never follows a symbolic link out of its folder', () => {
    expect(text('link.dat')).toBeUndefined();
  });

  it('follows a symbolic link that stays inside', () => {
    expect(text('inner.dat')).toBe('0 inside\n');
  });

  it('refuses paths that climb out', () => {
    expect(text('../secret.dat')).toBeUndefined();
    expect(text('s/../../secret.dat')).toBeUndefined();
  });
});
