/**
 * Where a command writes and leaves its exit code. main() owns all three, so
 * the tests can run the whole command line in-process.
 */
export interface Io {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
  /** The exit code of a command that ran to its end (1 when, say, some files of a folder could not be read). */
  readonly exit: (code: number) => void;
  /**
   * Resolves when what `out` wrote has mostly left the process: a command writing
   * hundreds of MB awaits it now and then, so a slow reader holds the writer back
   * instead of the output piling up in memory. Absent: nothing to wait for.
   */
  readonly drain?: () => Promise<void>;
}
