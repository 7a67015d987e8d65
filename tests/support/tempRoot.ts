import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global setup: the temporary folders every test makes (mkdtemp under os.tmpdir(), browser
 * profiles, CLI runs) go into one folder of this run, removed when the run ends, pass or fail. Without
 * it each run left some 160 folders in the machine's /tmp. The test processes start after this runs,
 * so they take TMPDIR from here.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'brickstats-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
