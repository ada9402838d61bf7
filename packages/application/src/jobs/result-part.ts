/**
 * A chunk's part: the documents it made, in item order, as one blob (ADR 0051). Each record is the
 * file's proposed name and its bytes, each behind its length (4 bytes, big-endian). The assembly
 * reads the parts in chunk order and makes the names unique there, so a name never depends on
 * which process rendered which chunk.
 */
export type PartRecord = { readonly name: string; readonly bytes: Uint8Array };

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

const lengthOf = (value: number): Uint8Array => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

/** The record's bytes, in pieces (no copy of the document). */
export const encodeRecord = (record: PartRecord): Uint8Array[] => {
  const name = encoder.encode(record.name);
  return [lengthOf(name.length), name, lengthOf(record.bytes.length), record.bytes];
};

/** Reads exactly the bytes asked for from a stream of chunks. */
class ChunkReader {
  private buffered: Uint8Array[] = [];
  private size = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  /** `count` bytes, or undefined at a clean end of the stream (nothing buffered). */
  async read(count: number): Promise<Uint8Array | undefined> {
    while (this.size < count && !this.done) {
      const next = await this.source.next();
      if (next.done === true) this.done = true;
      else if (next.value.length > 0) {
        this.buffered.push(next.value);
        this.size += next.value.length;
      }
    }
    if (this.size === 0 && this.done) return undefined;
    if (this.size < count) throw new Error('A job part ends inside a record.');
    const joined = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = joined.subarray(0, count);
    const rest = joined.subarray(count);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
    return taken;
  }
}

const numberAt = (bytes: Uint8Array): number => new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);

/** The records of a part, one at a time, as its bytes stream in. */
export async function* decodeRecords(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<PartRecord> {
  const reader = new ChunkReader(chunks[Symbol.asyncIterator]());
  for (;;) {
    const nameLength = await reader.read(4);
    if (nameLength === undefined) return;
    const name = decoder.decode(await reader.read(numberAt(nameLength)));
    const size = await reader.read(4);
    if (size === undefined) throw new Error('A job part ends inside a record.');
    const bytes = (await reader.read(numberAt(size))) ?? new Uint8Array(0);
    yield { name, bytes };
  }
}
