/** Which library brickstats uses, written by `brickstats library install`. */
export interface LibraryRecord {
  readonly root: string;
  /** How it was found: LDRAWDIR, the system folder, Debian's package, a complete.zip. */
  readonly source: 'LDRAWDIR' | 'system' | 'debian' | 'zip';
  /** Newest `UPDATE yyyy-rr` among the part headers, e.g. "2022-06". */
  readonly release: string;
  readonly parts: number;
  readonly subparts: number;
  readonly primitives: number;
}
