/** One entry of a zip archive, as its central directory describes it, located in the archive bytes. */
export interface ZipEntry {
  /** The entry name, decoded (UTF-8 when flagged or valid, else CP437). */
  readonly name: string;
  /** General purpose bit flags of the central directory record. */
  readonly flags: number;
  /** 0 stored, 8 deflated; anything else is refused when the package is opened. */
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  /** MS-DOS time and date, kept so a rewritten archive keeps them. */
  readonly modTime: number;
  readonly modDate: number;
  /** Where the compressed data starts in the archive bytes (after the local header). */
  readonly dataOffset: number;
}

export const ZIP_METHOD_STORED = 0;
export const ZIP_METHOD_DEFLATED = 8;
