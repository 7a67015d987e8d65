import { describe, expect, it } from 'vitest';
import { modelProblem } from '../../../src/app/worker/modelProblem.ts';
import { buildText } from '../../support/library.ts';

/** The viewer says why it shows nothing, as the command line does: the file, the line, what is wrong. */
describe('why the viewer cannot show a model', () => {
  it('a model whose only line has a broken matrix names that line', async () => {
    const model = await buildText('1 16 0 0 0 NaN 0 0 0 1 0 0 0 1 3001.dat\n', 'nan.ldr');
    expect(modelProblem(model, 'nan.ldr')).toMatch(/^nan\.ldr: the model has no parts \(nan\.ldr:1: .*"NaN" is not a usable number/);
  });

  it('an empty model says only that it has no parts', async () => {
    const model = await buildText('0 just a comment\n', 'empty.ldr');
    expect(modelProblem(model, 'empty.ldr')).toBe('empty.ldr: the model has no parts');
  });

  it('a model with parts has no problem', async () => {
    const model = await buildText('1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n', 'brick.ldr');
    expect(modelProblem(model, 'brick.ldr')).toBeUndefined();
  });
});
