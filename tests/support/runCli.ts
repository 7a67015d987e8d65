import { execFileSync, spawn } from 'node:child_process';

/*
 * The real command line in a child process, with its time, peak memory and
 * how it ended, for the hostile-input suites.
 */

const BIN = new URL('../../bin/brickstats.mjs', import.meta.url).pathname;

/**
 * What every hostile case must stay within: 20 s of the child's own CPU time
 * (a busy test machine stretches wall time, not CPU time), 1.5 GB at peak.
 * A child still running after HANG_SECONDS of wall time is killed: a hang.
 */
export const SECONDS = 20;
const HANG_SECONDS = 90;
export const MB = 1536;

export interface Run {
  readonly code: number | null;
  /** The signal that ended the child (a crash, or the kill at the time limit), or null. */
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  /** Bytes written to stdout; above 128 MB `out` keeps only its first and last 4 KB. */
  readonly outBytes: number;
  readonly err: string;
  /** Wall time, start to exit. */
  readonly seconds: number;
  /** The child's CPU time (user + system, all its threads). */
  readonly cpuSeconds: number;
  readonly mb: number;
}

// Peak memory from inside the child: process.resourceUsage() at exit, in a wrapper, so no /usr/bin/time is needed.
// BIN is passed as the first argument so that process.argv looks as it does when bin/brickstats.mjs runs itself.
const WRAPPER = `process.on('exit', () => { const c = process.cpuUsage(); process.stderr.write('\\n@cpu ' + (c.user + c.system) + '\\n@maxrss ' + process.resourceUsage().maxRSS + '\\n'); }); await import(${JSON.stringify(BIN)});`;

/** bin/brickstats.mjs rebuilds a stale bundle: call this once before the timed cases. */
export function warmUpCli(): void {
  execFileSync(process.execPath, [BIN, '--version']);
}

export function runCli(args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--input-type=module', '-e', WRAPPER, BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), HANG_SECONDS * 1000);
    let all = '';
    let head = '';
    let tail = '';
    let outBytes = 0;
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      // Hundreds of MB may pass: keep the ends only.
      outBytes += Buffer.byteLength(s);
      if (outBytes <= 128 << 20) all += s;
      if (head.length < 4096) head += s.slice(0, 4096 - head.length);
      tail = (tail + s).slice(-4096);
    });
    child.stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const rss = /\n@maxrss (\d+)\n$/.exec(err);
      const cpu = /\n@cpu (\d+)\n@maxrss/.exec(err);
      resolve({
        code,
        signal,
        out: outBytes <= 128 << 20 ? all : `${head}\n…\n${tail}`,
        outBytes,
        err: err.replace(/\n@cpu \d+\n@maxrss \d+\n$/, '').trim(),
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpu ? Number(cpu[1]) / 1e6 : Number.NaN,
        mb: rss ? Number(rss[1]) / 1024 : Number.NaN,
      });
    });
  });
}

/** One row of a suite's table: case, exit code (or signal), CPU seconds, wall seconds, peak MB. */
export function tableRow(name: string, r: Run, width = 34): string {
  return `${name.padEnd(width)} ${String(r.code ?? r.signal?.replace(/^SIG/, '')).padStart(4)} ${r.cpuSeconds.toFixed(1).padStart(7)} ${r.seconds.toFixed(1).padStart(7)} ${r.mb.toFixed(0).padStart(6)}`;
}

/** The table printed after a suite, headed with the limits. */
export function table(title: string, rows: readonly string[], width = 34): string {
  return [`${title} (limits: ${SECONDS} s of CPU, ${MB} MB)`, `${'case'.padEnd(width)} exit     cpu    wall     MB`, ...rows].join('\n');
}
