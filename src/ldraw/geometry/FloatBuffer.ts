/** A growable typed array: geometry is appended without boxing numbers. */
export class FloatBuffer {
  data: Float32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float32Array(capacity);
  }

  reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.data.length) return;
    let size = Math.max(16, this.data.length * 2);
    while (size < needed) size *= 2;
    const next = new Float32Array(size);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /** The filled part; no copy when the buffer was sized exactly. */
  toArray(): Float32Array {
    return this.length === this.data.length ? this.data : this.data.slice(0, this.length);
  }

  /** Always a copy: for buffers that are reused. */
  copy(): Float32Array {
    return this.data.slice(0, this.length);
  }
}

export class IntBuffer {
  data: Int32Array;
  length = 0;

  constructor(capacity = 256) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(Math.max(16, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  toArray(): Int32Array {
    return this.length === this.data.length ? this.data : this.data.slice(0, this.length);
  }

  /** Always a copy: for buffers that are reused. */
  copy(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
