/**
 * Finds the lines of a text, whichever end they have: LF (Unix), CRLF
 * (Windows) or a lone CR (classic Mac OS, still met in old LDraw files).
 * A cursor rather than split(): the parser walks large texts by offsets and
 * allocates nothing per line. Each kind of break is searched for once per
 * occurrence, so a text without CRs costs one extra search in all.
 */
export class LineBreaks {
  /** After find(): where the line's text ends (its break excluded, never past `stop`). */
  end = 0;
  /** After find(): where the following line starts. */
  next = 0;
  private lf = -1;
  private cr = -1;

  constructor(
    private readonly text: string,
    private readonly stop: number = text.length,
  ) {}

  /** Finds the line that starts at `from`. */
  find(from: number): void {
    const text = this.text;
    // text.length stands for "no more of this break": it is never searched for again.
    if (this.lf < from) {
      this.lf = text.indexOf('\n', from);
      if (this.lf < 0) this.lf = text.length;
    }
    if (this.cr < from) {
      this.cr = text.indexOf('\r', from);
      if (this.cr < 0) this.cr = text.length;
    }
    const brk = this.lf < this.cr ? this.lf : this.cr;
    this.end = brk < this.stop ? brk : this.stop;
    this.next = brk === this.cr && this.lf === brk + 1 ? brk + 2 : brk + 1;
  }
}
