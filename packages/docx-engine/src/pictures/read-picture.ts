import { crc32 } from 'node:zlib';
import { lazyModule } from '../lazy-module';
import { formatOf, type PictureFormat } from './picture-format';
import type { PictureLimits } from './picture-limits';
import { pictureResolution, type Resolution } from './picture-resolution';
import { formatBytes } from '../package/format-bytes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const imageSizeOf = lazyModule(() => require('image-size') as typeof import('image-size'));

/** A picture from data, checked: its bytes, what they are, how many pixels, at what resolution. */
export interface DecodedPicture {
  readonly bytes: Buffer;
  readonly format: PictureFormat;
  readonly pixels: { readonly width: number; readonly height: number };
  readonly resolution: Resolution;
  /**
   * CRC-32 of the bytes, which the zip entry storing them needs: with the length, it finds the
   * pictures a document stores that may be the same, and comparing the bytes tells (a picture is
   * stored once, and no hash is worked out that the zip does not need).
   */
  readonly crc32: number;
}

/** Why a value gives no picture (each a render warning naming the field). */
export type PictureProblemCode = 'picture_url' | 'not_a_picture' | 'picture_too_large' | 'too_many_pictures';

export interface PictureProblem {
  readonly code: PictureProblemCode;
  /** Completes "“logo” was left out: …". */
  readonly why: string;
}

/** A value as the `image` filter reads it: the picture's base64 text and its alternative text, or why it is none. */
export interface PictureText {
  readonly base64: string;
  readonly altText: string | undefined;
}

const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/\/|www\.|(?:file|ftp|mailto):)/i;
const DATA_URI = /^data:([^,;]*)((?:;[^,;]*)*),/i;
const HOW = 'give the picture itself, as a data URI (data:image/png;base64,…) or as { "base64": "…", "contentType": "image/png" }';

const problem = (code: PictureProblemCode, why: string): PictureProblem => ({ code, why });

const fromText = (text: string, altText: string | undefined): PictureText | PictureProblem => {
  const trimmed = text.trim();
  const dataUri = DATA_URI.exec(trimmed);
  if (dataUri !== null) {
    if (!/;base64$/i.test(dataUri[2] ?? '')) return problem('not_a_picture', 'its data URI is not base64-encoded (write data:image/png;base64,…).');
    return { base64: trimmed.slice(dataUri[0].length), altText };
  }
  if (URL_LIKE.test(trimmed)) return problem('picture_url', `it is a web address, and pictures are never fetched: ${HOW}.`);
  return problem('not_a_picture', `it is text, not a picture: ${HOW}.`);
};

/**
 * What the data gives for a picture: a data URI, or `{ base64, contentType, altText? }` (the
 * base64 may itself be a data URI; the content type is checked against the bytes, not trusted).
 * A web address is never fetched.
 */
export const pictureText = (value: unknown): PictureText | PictureProblem => {
  if (typeof value === 'string') return fromText(value, undefined);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    const altText = typeof record.altText === 'string' && record.altText.trim() !== '' ? record.altText : undefined;
    if (typeof record.base64 === 'string') return /^\s*data:/i.test(record.base64) ? fromText(record.base64, altText) : { base64: record.base64, altText };
    if (typeof record.url === 'string' || typeof record.src === 'string' || typeof record.href === 'string') {
      return problem('picture_url', `it names a web address, and pictures are never fetched: ${HOW}.`);
    }
    return problem('not_a_picture', `it is a group of fields without "base64": ${HOW}.`);
  }
  return problem('not_a_picture', `it is ${Array.isArray(value) ? 'a list' : typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? 'a yes/no value' : 'not a picture'}: ${HOW}.`);
};

/** Bytes a base64 text of this length decodes to at most (white space only makes it less). */
const decodedLength = (base64Length: number): number => Math.floor((base64Length * 3) / 4);

/**
 * Decodes and checks a picture's base64 text: PNG, JPEG or GIF by its bytes, within the limits
 * of bytes and pixels; its pixel size read with image-size, its resolution from its header.
 * A text whose length already passes the byte limit is refused before it is decoded.
 */
export const decodePicture = (base64: string, limits: PictureLimits): DecodedPicture | PictureProblem => {
  const tooLarge = (bytes: number): PictureProblem =>
    problem('picture_too_large', `it is ${formatBytes(bytes)}, over the limit of ${formatBytes(limits.maxPictureBytes)} a picture.`);
  // White space (line-wrapped base64) is at most a third of a sane text; beyond that, refuse undecoded.
  if (decodedLength(base64.length) > limits.maxPictureBytes * 1.5) return tooLarge(decodedLength(base64.length));
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limits.maxPictureBytes) return tooLarge(bytes.length);
  const format = formatOf(bytes);
  if (format === undefined) return problem('not_a_picture', 'its bytes are not a PNG, JPEG or GIF picture (other formats, SVG among them, are not supported).');
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSizeOf().imageSize(bytes));
  } catch {
    // image-size throws on bytes it cannot read: a damaged or truncated picture.
  }
  if (!(width > 0 && height > 0)) return problem('not_a_picture', `its bytes start as a ${format.toUpperCase()} picture but its size cannot be read (the picture is damaged or cut short).`);
  if (width * height > limits.maxPicturePixels) {
    return problem('picture_too_large', `it is ${width} × ${height} pixels, over the limit of ${limits.maxPicturePixels.toLocaleString('en-US')} pixels a picture.`);
  }
  return { bytes, format, pixels: { width, height }, resolution: pictureResolution(bytes, format), crc32: crc32(bytes) };
};
