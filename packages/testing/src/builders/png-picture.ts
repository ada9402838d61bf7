import { crc32, deflateSync } from 'node:zlib';

/* A real PNG made in a test, in one colour, readable by image viewers and LibreOffice (the engine's tests, the server's, the examples). */

const chunk = (type: string, data: Uint8Array): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, check]);
};

/** The pixel rows of a picture in one colour, or in noise from a seed (which compresses as little as a photograph). */
const pixelRows = (width: number, height: number, rgb: readonly [number, number, number], noise: number | undefined): Buffer => {
  if (noise === undefined) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
    return Buffer.concat(Array.from({ length: height }, () => row));
  }
  const raw = Buffer.alloc((1 + width * 3) * height);
  let state = noise >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width * 3; x++) {
      // xorshift32: the same seed, the same picture.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      raw[y * (1 + width * 3) + 1 + x] = state & 0xff;
    }
  }
  return raw;
};

/** A PNG of `width` × `height` pixels in one colour (or in noise, `noise` its seed); `dpi` writes a pHYs chunk. */
export const pngPicture = (width: number, height: number, options: { readonly dpi?: number; readonly rgb?: readonly [number, number, number]; readonly noise?: number } = {}): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = pixelRows(width, height, options.rgb ?? [200, 30, 30], options.noise);
  const physical = options.dpi === undefined ? [] : [chunk('pHYs', physicalChunk(options.dpi))];
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), ...physical, chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};

const physicalChunk = (dpi: number): Buffer => {
  const data = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data[8] = 1;
  return data;
};
