/**
 * Where a render writes a part's XML: static slices copied as bytes, values encoded as UTF-8,
 * into one growing buffer. Its memory is reused by the next render (see `leaseOutputBuffers`),
 * so steady rendering does not allocate a document-sized buffer each time.
 */
export class OutputBuffer {
  private bytes: Buffer;
  length = 0;
  /** How many times the buffer was reset: offsets noted before a reset no longer mean anything. */
  resets = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(capacity, 4096));
  }

  appendBytes(piece: Uint8Array): void {
    if (this.length + piece.length > this.bytes.length) this.grow(piece.length);
    this.bytes.set(piece, this.length);
    this.length += piece.length;
  }

  appendText(text: string): void {
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
    if (this.length + text.length * 3 > this.bytes.length) this.grow(text.length * 3);
    this.length += this.bytes.write(text, this.length, 'utf8');
  }

  /** Whether everything written from `offset` on is XML white space (nothing at all included). */
  isBlankFrom(offset: number): boolean {
    for (let index = offset; index < this.length; index++) {
      const byte = this.bytes[index];
      if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    }
    return true;
  }

  /** Replaces the bytes [from, to) by the text, moving what follows in place (for a few changes near the end). */
  splice(from: number, to: number, text: string): void {
    const size = Buffer.byteLength(text, 'utf8');
    const grown = this.length - (to - from) + size;
    if (grown > this.bytes.length) this.grow(grown - this.length);
    this.bytes.copyWithin(from + size, to, this.length);
    this.bytes.write(text, from, 'utf8');
    this.length = grown;
  }

  /** Forgets what was written after the first `length` bytes. */
  truncate(length: number): void {
    if (length < this.length) this.length = Math.max(0, length);
  }

  /** The bytes written so far; valid until the buffer is written to or reset again. */
  view(): Buffer {
    return this.bytes.subarray(0, this.length);
  }

  reset(): void {
    this.length = 0;
    this.resets++;
  }

  get capacity(): number {
    return this.bytes.length;
  }

  private grow(needed: number): void {
    const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + needed));
    this.bytes.copy(larger, 0, 0, this.length);
    this.bytes = larger;
  }
}

const pool: OutputBuffer[] = [];
let leased = false;
/** Buffers larger than this are not kept after a render: one huge document must not hold memory for good. */
const MAX_POOLED_CAPACITY = 32 * 1024 * 1024;

/**
 * Output buffers for one render, one per part. Renders run synchronously, so the buffers of the
 * previous render are free again; a render started while another is running (a snippet
 * rendered inside a render) gets fresh ones.
 */
export const leaseOutputBuffers = (): { readonly next: () => OutputBuffer; readonly release: () => void } => {
  if (leased) return { next: () => new OutputBuffer(64 * 1024), release: () => undefined };
  leased = true;
  let index = 0;
  return {
    next: () => {
      let buffer = pool[index];
      if (buffer === undefined) {
        buffer = new OutputBuffer(64 * 1024);
        pool.push(buffer);
      }
      index++;
      buffer.reset();
      return buffer;
    },
    release: () => {
      for (let index = pool.length - 1; index >= 0; index--) if ((pool[index]?.capacity ?? 0) > MAX_POOLED_CAPACITY) pool.splice(index, 1);
      leased = false;
    },
  };
};
