import { constants, crc32, deflateRawSync } from 'node:zlib';
import { unsafeEntryNameReason } from './checks/check-entry-name';
import { formatBytes } from './format-bytes';
import type { DocxPackage } from './docx-package';
import { err, ok, type Result } from '../result';
import { ZIP32_MAX_ENTRIES, ZIP32_MAX_SIZE, compressedSize, writeZip, zipSize, type ZipWriteEntry } from './zip/write-zip';
import { ZIP_METHOD_DEFLATED, ZIP_METHOD_STORED, type ZipEntry } from './zip/zip-entry';
import { zipSourceOf } from './zip-source';

/**
 * A part of another package opened by openDocx, copied as its compressed bytes (no inflate, no
 * deflate): for a snippet's images and other parts a render carries over unchanged.
 */
export interface PartCopy {
  readonly copyFrom: DocxPackage;
  readonly part: string;
}

/**
 * A part deflated ahead by `deflatePart`, written as it is: for a part that many renders write
 * with the same content (what composing adds to the styles, say), kept by the caller.
 */
export interface DeflatedPart {
  readonly deflated: Uint8Array;
  readonly crc32: number;
  readonly uncompressedSize: number;
}

/**
 * A part written as its first bytes deflated ahead by `deflateHead` (the stream left open) and
 * the rest deflated on writing, neither copied to join them: for a large rendered part of which
 * composing changes only the start (namespace declarations on its root).
 */
export interface HeadedPart {
  /** The part's first bytes, as they are (to read the part back) and deflated ahead. */
  readonly head: Uint8Array;
  readonly deflatedHead: DeflatedPart;
  readonly rest: Uint8Array;
}

/**
 * A part written uncompressed (the zip's `stored` method): for content that is compressed already
 * (a PNG, a JPEG, a GIF), which deflating would only slow down.
 */
export interface StoredPart {
  readonly stored: Uint8Array;
  readonly crc32: number;
}

/** New content of a part: text (written as UTF-8), bytes, a copy of another package's part, a part deflated ahead (whole or its head), one to store as it is, or null to remove it. */
export type DocxChange = string | Uint8Array | PartCopy | DeflatedPart | HeadedPart | StoredPart | null;

/** Part name -> its change. */
export type DocxChanges = ReadonlyMap<string, DocxChange>;

export interface WriteDocxOptions {
  /** Largest .docx to produce (200 MiB by default; docs/limits.md#generation). */
  readonly maxOutputBytes?: number;
  /** zlib level for changed parts, 1 (fastest) to 9 (smallest); `CHANGED_PART_LEVEL` when absent. */
  readonly compressionLevel?: number;
}

/**
 * The zlib level of the parts a render writes: 2 deflates a large rendered part four to five
 * times faster than zlib's default (6), for output about 40 % larger (ADR 0125).
 */
export const CHANGED_PART_LEVEL = 2;

/**
 * Changed parts smaller than this are stored, not deflated: setting up a zlib stream costs as
 * much as deflating some 30 KiB, for a part that would shrink by a kilobyte or two (ADR 0125).
 */
export const STORE_BELOW_BYTES = 2048;

export interface DocxWriteRefusal {
  readonly code: 'output_too_large';
  readonly message: string;
}

export const DEFAULT_MAX_OUTPUT_BYTES = 200 * 1024 * 1024;

/** 1980-01-01 00:00, the earliest MS-DOS date: new parts get a fixed time so output is reproducible. */
const DOS_EPOCH = { modTime: 0, modDate: (1 << 5) | 1 };

/** Deflates a part's content with node's zlib (its default level unless told). */
export const deflatePart = (content: string | Uint8Array, level: number = constants.Z_DEFAULT_COMPRESSION): DeflatedPart => {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { deflated: deflateRawSync(raw, { level }), crc32: crc32(raw), uncompressedSize: raw.length };
};

/**
 * The first bytes of a part deflated as the start of a stream (a sync flush: byte-aligned, no
 * final block), which the rest deflated on its own continues; see HeadedPart.
 */
export const deflateHead = (head: Uint8Array): DeflatedPart => ({
  deflated: deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }),
  crc32: crc32(head),
  uncompressedSize: head.length,
});

const headedEntry = (name: string, part: HeadedPart, level: number, time: { modTime: number; modDate: number }): ZipWriteEntry => ({
  name,
  method: ZIP_METHOD_DEFLATED,
  crc32: crc32(part.rest, part.deflatedHead.crc32),
  uncompressedSize: part.deflatedHead.uncompressedSize + part.rest.length,
  head: part.deflatedHead.deflated,
  data: deflateRawSync(part.rest, { level }),
  modTime: time.modTime,
  modDate: time.modDate,
});

const deflatedEntry = (name: string, part: DeflatedPart, time: { modTime: number; modDate: number }): ZipWriteEntry => ({
  name,
  method: ZIP_METHOD_DEFLATED,
  crc32: part.crc32,
  uncompressedSize: part.uncompressedSize,
  data: part.deflated,
  modTime: time.modTime,
  modDate: time.modDate,
});

const storedEntry = (name: string, part: StoredPart, time: { modTime: number; modDate: number }): ZipWriteEntry => ({
  name,
  method: ZIP_METHOD_STORED,
  crc32: part.crc32,
  uncompressedSize: part.stored.length,
  data: part.stored,
  modTime: time.modTime,
  modDate: time.modDate,
});

/** An untouched part: its original compressed bytes, CRC and sizes, copied without inflating. */
const copied = (archive: Buffer, entry: ZipEntry): ZipWriteEntry => ({
  name: entry.name,
  method: entry.method,
  crc32: entry.crc32,
  uncompressedSize: entry.uncompressedSize,
  data: archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize),
  modTime: entry.modTime,
  modDate: entry.modDate,
});

const copiedFrom = (copy: PartCopy, name: string): ZipWriteEntry => {
  const source = zipSourceOf(copy.copyFrom);
  if (source === undefined) throw new Error('writeDocx: a part is copied from a package that openDocx did not make');
  const lower = copy.part.replace(/^\//, '').toLowerCase();
  const entry = source.entries.find((candidate) => candidate.name.toLowerCase() === lower);
  if (entry === undefined) throw new Error(`writeDocx: the package copied from has no part named ${copy.part}`);
  return { ...copied(source.archive, entry), name };
};

const changed = (name: string, change: Exclude<DocxChange, null>, level: number, time: { modTime: number; modDate: number }): ZipWriteEntry => {
  if (typeof change === 'object' && 'copyFrom' in change) return copiedFrom(change, name);
  if (typeof change === 'object' && 'deflated' in change) return deflatedEntry(name, change, time);
  if (typeof change === 'object' && 'rest' in change) return headedEntry(name, change, level, time);
  if (typeof change === 'object' && 'stored' in change) return storedEntry(name, change, time);
  const raw = typeof change === 'string' ? Buffer.from(change, 'utf8') : change;
  if (raw.length < STORE_BELOW_BYTES) return storedEntry(name, { stored: raw, crc32: crc32(raw) }, time);
  return deflatedEntry(name, deflatePart(raw, level), time);
};

const assertSafeName = (name: string): void => {
  const reason = unsafeEntryNameReason(name);
  if (reason !== undefined) throw new Error(`writeDocx: the part name ${JSON.stringify(name)} contains ${reason}`);
};

/**
 * Writes a package with changes as a new .docx. Parts that do not change are copied as their
 * original compressed bytes (no inflate, no deflate: this is the render hot path); changed and
 * new parts are deflated with node's zlib at `CHANGED_PART_LEVEL`, or stored when smaller
 * than `STORE_BELOW_BYTES` (or copied compressed from another package, see
 * PartCopy); a null change removes a part. New parts are added
 * after the existing ones, in the order of the map. Changes name parts case-insensitively.
 *
 * Throws only on a programming error: a package that openDocx did not make, or an unsafe name.
 */
export const writeDocx = (pkg: DocxPackage, changes: DocxChanges, options: WriteDocxOptions = {}): Result<Uint8Array, DocxWriteRefusal> => {
  const source = zipSourceOf(pkg);
  if (source === undefined) throw new Error('writeDocx: the package was not opened by openDocx');
  const level = options.compressionLevel ?? CHANGED_PART_LEVEL;
  const maxOutputBytes = Math.min(options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, ZIP32_MAX_SIZE);

  const changeByLowerName = new Map<string, [string, DocxChange]>();
  for (const [name, content] of changes) changeByLowerName.set(name.replace(/^\//, '').toLowerCase(), [name.replace(/^\//, ''), content]);

  const written: ZipWriteEntry[] = [];
  for (const entry of source.entries) {
    const lower = entry.name.toLowerCase();
    const change = changeByLowerName.get(lower);
    changeByLowerName.delete(lower);
    if (change === undefined) written.push(copied(source.archive, entry));
    else if (change[1] !== null) written.push(changed(entry.name, change[1], level, entry));
  }
  for (const [name, content] of changeByLowerName.values()) {
    if (content === null) continue;
    assertSafeName(name);
    written.push(changed(name, content, level, DOS_EPOCH));
  }

  const size = zipSize(written.map((entry) => ({ nameBytes: Buffer.byteLength(entry.name, 'utf8'), dataBytes: compressedSize(entry) })));
  if (size > maxOutputBytes || written.length > ZIP32_MAX_ENTRIES) {
    return err({
      code: 'output_too_large',
      message: `The generated document would be ${formatBytes(size)} in ${written.length} parts, over the limit of ${formatBytes(maxOutputBytes)}.`,
    });
  }
  return ok(writeZip(written));
};
