import { constants, inflateSync } from 'node:zlib';
import type { PdfLimits } from './pdf-limits';
import { type PdfRefusal, pdfRefusal } from './pdf-refusal';

/**
 * The most a deflate stream can grow (its format's ceiling is about 1032:1); used where a stream
 * is compressed under another filter and cannot be inflated here to measure it.
 */
const DEFLATE_RATIO_CEILING = 1032;
/** LZW grows a code of 9–12 bits into at most its table entry; 1400:1 bounds it with room to spare. */
const LZW_RATIO_CEILING = 1400;

const tooLarge = (limit: number): PdfRefusal =>
  pdfRefusal('stream_too_large', `The PDF holds a compressed stream that inflates past ${limit} bytes, the limit; such a file is refused unread.`);

/** The filters named by a stream's dictionary, in order (`/Filter /A` or `/Filter [/A /B]`). */
const filtersOf = (dictionary: string): string[] => {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  return match?.[1] === undefined ? [] : [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => name[1] ?? '');
};

const isFlate = (filter: string) => filter === 'FlateDecode' || filter === 'Fl';
const isLzw = (filter: string) => filter === 'LZWDecode' || filter === 'LZW';

/** Page objects, written as `/Type /Page` (not `/Pages`), in the file or in its object streams. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9])/g;
const countPages = (text: string) => text.match(PAGE_OBJECT)?.length ?? 0;

/**
 * A file with more page objects than this many times the page limit is refused before it is
 * parsed; old versions of pages kept by incremental saves count too, hence the margin. The page
 * count the library finds is checked against the limit itself afterwards.
 */
const PAGE_OBJECTS_MARGIN = 2;

/**
 * Scans the raw bytes before the PDF library reads the file, for what would make the library
 * use unbounded memory or time:
 *  - a compressed stream inflating past the limits: the library inflates object streams,
 *    cross-reference streams, fonts and appearances whole and without a ceiling, so a deflate bomb
 *    would take the process's memory. Each deflate stream is inflated here by node's zlib with
 *    `maxOutputLength` (stopped at the limit, never further); a stream under a filter chain this
 *    cannot inflate is bounded by its format's ratio;
 *  - a stream with no end (its data would run to the end of the file);
 *  - far more page objects than the page limit: the library builds every page on loading
 *    (100,000 pages in 5 MB take it more than 5 s).
 * The scan is linear: streams are found by their keywords, each search starting after the
 * previous stream's end.
 */
export const scanRawPdf = (bytes: Uint8Array, limits: PdfLimits): PdfRefusal | undefined => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const tooManyPages = pdfRefusal('too_many_pages', `The PDF has more than ${limits.maxPages} pages, the limit.`);
  let pageObjects = countPages(text);
  if (pageObjects > limits.maxPages * PAGE_OBJECTS_MARGIN) return tooManyPages;
  let decodedInAll = 0;
  let from = 0;
  for (;;) {
    const keyword = text.indexOf('stream', from);
    if (keyword === -1) return undefined;
    from = keyword + 6;
    if (text.startsWith('end', keyword - 3)) continue;
    const before = text.slice(Math.max(0, keyword - 2048), keyword).trimEnd();
    if (!before.endsWith('>>')) continue;
    let dataStart = keyword + 6;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    const end = text.indexOf('endstream', dataStart);
    if (end === -1) return pdfRefusal('pdf_damaged', 'The PDF has a stream with no end; open it in a PDF editor and save it again.');
    const dataEnd = end;
    from = dataEnd;
    const dictionary = before.slice(before.lastIndexOf('obj') + 1);
    const filters = filtersOf(dictionary);
    const rawLength = dataEnd - dataStart;
    const limit = Math.min(limits.maxStreamBytes, limits.maxDecodedBytes - decodedInAll);
    if (filters.length > 0 && isFlate(filters[0] ?? '')) {
      try {
        const inflated = inflateSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
        decodedInAll += inflated.length;
        if (/\/Type\s*\/ObjStm/.test(dictionary)) {
          pageObjects += countPages(inflated.toString('latin1'));
          if (pageObjects > limits.maxPages * PAGE_OBJECTS_MARGIN) return tooManyPages;
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return tooLarge(limits.maxStreamBytes);
        // Damaged deflate data: the library decides what to do with it.
      }
      if (decodedInAll > limits.maxDecodedBytes) return tooLarge(limits.maxStreamBytes);
    } else if (filters.some(isFlate) || filters.some(isLzw)) {
      const ceiling = rawLength * (filters.some(isLzw) ? LZW_RATIO_CEILING : DEFLATE_RATIO_CEILING);
      if (ceiling > limit) return tooLarge(limits.maxStreamBytes);
      decodedInAll += ceiling;
    }
  }
};
