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

/**
 * Checks, before the PDF library reads the file, that no compressed stream inflates past the
 * limits: the library inflates object streams, cross-reference streams, fonts and appearances
 * whole and without a ceiling, so a deflate bomb would take the process's memory. Each deflate
 * stream is inflated here by node's zlib with `maxOutputLength` (stopped at the limit, never
 * further); a stream under a filter chain this cannot inflate is bounded by its format's ratio.
 * The scan is linear: streams are found by their keywords in the raw bytes, and each search
 * starts after the previous stream's end.
 */
export const checkStreamSizes = (bytes: Uint8Array, limits: PdfLimits): PdfRefusal | undefined => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
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
    const dataEnd = end === -1 ? text.length : end;
    from = dataEnd;
    const filters = filtersOf(before.slice(before.lastIndexOf('obj') + 1));
    const rawLength = dataEnd - dataStart;
    const limit = Math.min(limits.maxStreamBytes, limits.maxDecodedBytes - decodedInAll);
    if (filters.length > 0 && isFlate(filters[0] ?? '')) {
      try {
        decodedInAll += inflateSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
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
