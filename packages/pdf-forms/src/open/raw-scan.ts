import { constants, inflateSync } from 'node:zlib';
import type { PdfLimits } from './pdf-limits';
import { type PdfRefusal, pdfRefusal } from './pdf-refusal';

/**
 * What a stream may grow to when it cannot be inflated here to measure it: deflate's format tops
 * out near 1032:1, LZW's near 1365:1 (each 12-bit code yields at most its table entry), run-length
 * at 64:1; 1400:1 bounds them all.
 */
const RATIO_CEILING = 1400;

/** Page objects, written as `/Type /Page` (not `/Pages`), in the file or in its object streams. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9])/g;
const countPages = (text: string) => text.match(PAGE_OBJECT)?.length ?? 0;

/**
 * A file with more page objects than this many times the page limit is refused before it is
 * parsed; old versions of pages kept by incremental saves count too, hence the margin. The page
 * count the library finds is checked against the limit itself afterwards.
 */
const PAGE_OBJECTS_MARGIN = 2;

/** Sorted positions of each match of a pattern (global). */
const positionsOf = (text: string, pattern: RegExp): number[] => [...text.matchAll(pattern)].map((match) => match.index);

/** Index of the first position ≥ `at` (binary search). */
const firstAtOrAfter = (positions: readonly number[], at: number): number => {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Whether any position lies in [from, to). */
const anyIn = (positions: readonly number[], from: number, to: number): boolean => (positions[firstAtOrAfter(positions, from)] ?? Infinity) < to;

/** A zlib header: deflate method, and a checksum of the two bytes divisible by 31. */
const looksLikeZlib = (bytes: Uint8Array, at: number): boolean => {
  const cmf = bytes[at] ?? 0;
  return (cmf & 0x0f) === 8 && ((cmf << 8) | (bytes[at + 1] ?? 0)) % 31 === 0;
};

/**
 * Scans the raw bytes before the PDF library reads the file, for what would make it use unbounded
 * memory or time:
 *  - a stream inflating past the limits: the library inflates object streams, cross-reference
 *    streams, fonts and appearances whole, without a ceiling, so a deflate bomb would take the
 *    process's memory. Every stream whose data starts like zlib is inflated here by node's zlib
 *    with `maxOutputLength` (stopped at the limit, never further), whatever its dictionary says;
 *    a stream that may be decoded into something larger by filters this does not run (LZW,
 *    run-length, ASCII encodings over deflate, filters given by reference) is held to a ratio
 *    ceiling instead;
 *  - a stream with no `endstream` (its data would run to the end of the file);
 *  - far more page objects than the page limit: the library builds every page on loading
 *    (100,000 pages in 5 MB take it more than 5 s).
 * It fails closed and stays linear whatever the bytes: the filters of a stream are looked for in
 * everything between the previous `endstream` and its `stream` keyword (found by binary search in
 * positions gathered in one pass), so a fake keyword inside a dictionary hides nothing.
 */
export const scanRawPdf = (bytes: Uint8Array, limits: PdfLimits): PdfRefusal | undefined => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const tooManyPages = pdfRefusal('too_many_pages', `The PDF has more than ${limits.maxPages} pages, the limit.`);
  const tooLarge = pdfRefusal('stream_too_large', `The PDF holds a compressed stream that inflates past ${limits.maxStreamBytes} bytes (or all of them past ${limits.maxDecodedBytes}), the limits; it is refused unread.`);
  let pageObjects = countPages(text);
  if (pageObjects > limits.maxPages * PAGE_OBJECTS_MARGIN) return tooManyPages;

  const ends = positionsOf(text, /endstream/g);
  const flate = positionsOf(text, /\/(?:FlateDecode|Fl)(?![A-Za-z0-9])/g);
  const textual = positionsOf(text, /\/(?:ASCII85Decode|A85|ASCIIHexDecode|AHx)(?![A-Za-z0-9])/g);
  const expanding = positionsOf(text, /\/(?:LZWDecode|LZW|RunLengthDecode|RL)(?![A-Za-z0-9])/g);
  const byReference = positionsOf(text, /\/Filter\s*(?:\[[^\]]*?\d+\s+\d+\s+R|\d+\s+\d+\s+R)/g);
  const objectStreams = positionsOf(text, /\/ObjStm(?![A-Za-z0-9])/g);

  let decodedInAll = 0;
  for (const keyword of positionsOf(text, /stream(?:\r\n|\r|\n)/g)) {
    if (text.startsWith('end', keyword - 3)) continue;
    const dataStart = keyword + (text.startsWith('stream\r\n', keyword) ? 8 : 7);
    const end = ends[firstAtOrAfter(ends, dataStart)];
    if (end === undefined) return pdfRefusal('pdf_damaged', 'The PDF has a stream with no end; open it in a PDF editor and save it again.');
    const previousEnd = ends[firstAtOrAfter(ends, keyword) - 1] ?? 0;
    const raw = bytes.subarray(dataStart, end);
    const limit = Math.min(limits.maxStreamBytes, limits.maxDecodedBytes - decodedInAll);
    const unmeasurable = anyIn(expanding, previousEnd, keyword) || anyIn(byReference, previousEnd, keyword) || (anyIn(textual, previousEnd, keyword) && anyIn(flate, previousEnd, keyword));
    if (unmeasurable && raw.byteLength * RATIO_CEILING > limit) return tooLarge;
    if (!looksLikeZlib(bytes, dataStart)) continue;
    try {
      const inflated = inflateSync(raw, { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
      decodedInAll += inflated.byteLength;
      if (anyIn(objectStreams, previousEnd, keyword)) {
        pageObjects += countPages(inflated.toString('latin1'));
        if (pageObjects > limits.maxPages * PAGE_OBJECTS_MARGIN) return tooManyPages;
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return tooLarge;
      // Not deflate after all, or damaged: the library decides what to do with it.
    }
    if (decodedInAll > limits.maxDecodedBytes) return tooLarge;
  }
  return undefined;
};
