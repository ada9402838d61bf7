/** One file of a streamed .zip: its name (unique in the archive; the caller makes it so) and bytes. */
export type ZipEntry = { readonly name: string; readonly bytes: Uint8Array };

/**
 * Writes a .zip as its entries come, holding one entry at a time (a job's result: up to 100,000
 * documents and gigabytes, ZIP64 when needed). Entries are stored, not deflated: they are .docx
 * and .pdf files, compressed already.
 */
export interface ZipStreamWriter {
  zip(entries: AsyncIterable<ZipEntry>): AsyncIterable<Uint8Array>;
}
