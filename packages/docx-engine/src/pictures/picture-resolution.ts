import type { PictureFormat } from './picture-format';

/** Dots per inch, across and down. */
export interface Resolution {
  readonly x: number;
  readonly y: number;
}

/** What Word assumes for a picture that does not say (and for every GIF). */
export const DEFAULT_RESOLUTION: Resolution = { x: 96, y: 96 };

const INCHES_PER_METRE = 39.3701;
const CM_PER_INCH = 2.54;
/** Below or above this a stated resolution is taken as a mistake, and the default is used. */
const PLAUSIBLE = { min: 10, max: 10_000 };

const plausible = (x: number, y: number): Resolution | undefined =>
  x >= PLAUSIBLE.min && y >= PLAUSIBLE.min && x <= PLAUSIBLE.max && y <= PLAUSIBLE.max ? { x, y } : undefined;

/** PNG: the `pHYs` chunk (pixels per metre), which must come before the image data. */
const pngResolution = (bytes: Uint8Array): Resolution | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4] ?? 0, bytes[at + 5] ?? 0, bytes[at + 6] ?? 0, bytes[at + 7] ?? 0);
    if (type === 'IDAT' || type === 'IEND') return undefined;
    if (type === 'pHYs' && length >= 9 && at + 17 <= bytes.length) {
      if (bytes[at + 16] !== 1) return undefined; // no unit: an aspect ratio only
      return plausible(view.getUint32(at + 8) / INCHES_PER_METRE, view.getUint32(at + 12) / INCHES_PER_METRE);
    }
    at += 12 + length;
  }
  return undefined;
};

/** JPEG: the JFIF `APP0` segment's density (dots per inch or per centimetre), which comes first. */
const jpegResolution = (bytes: Uint8Array): Resolution | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Markers after SOI, up to the first frame header: APP0 is normally the first of them.
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; ) {
    const marker = bytes[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    if (marker === 0xe0 && length >= 14 && at + 16 <= bytes.length && String.fromCharCode(...bytes.subarray(at + 4, at + 9)) === 'JFIF\u0000') {
      const unit = bytes[at + 11];
      const x = view.getUint16(at + 12);
      const y = view.getUint16(at + 14);
      if (unit === 1) return plausible(x, y);
      if (unit === 2) return plausible(x * CM_PER_INCH, y * CM_PER_INCH);
      return undefined;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return undefined;
    at += 2 + length;
  }
  return undefined;
};

/**
 * The resolution a picture states, which with its pixels makes its printed size (image-size,
 * which reads the pixels, does not read it): PNG's pHYs, JPEG's JFIF density; else 96 dpi,
 * as Word does.
 */
export const pictureResolution = (bytes: Uint8Array, format: PictureFormat): Resolution => {
  const stated = format === 'png' ? pngResolution(bytes) : format === 'jpeg' ? jpegResolution(bytes) : undefined;
  return stated ?? DEFAULT_RESOLUTION;
};
