import { dataUri, gifPicture, jpegPicture, pngPicture } from '../../test/support/pictures';
import { DEFAULT_PICTURE_LIMITS } from './picture-limits';
import { decodePicture, pictureText, type DecodedPicture, type PictureProblem, type PictureText } from './read-picture';

const read = (value: unknown, limits = DEFAULT_PICTURE_LIMITS): DecodedPicture | PictureProblem => {
  const text = pictureText(value);
  return 'code' in text ? text : decodePicture(text.base64, limits);
};

const png = pngPicture(40, 20, { dpi: 192 });

describe('reading a picture from data', () => {
  describe('when the value is a data URI', () => {
    it('decodes it, whatever its declared type', () => {
      expect(read(dataUri(png, 'image/png'))).toMatchObject({ format: 'png', pixels: { width: 40, height: 20 } });
      expect(read(dataUri(png, 'application/octet-stream'))).toMatchObject({ format: 'png' });
    });

    it('refuses one that is not base64', () => {
      expect(read('data:image/svg+xml,%3Csvg%3E')).toMatchObject({ code: 'not_a_picture', why: expect.stringMatching(/not base64/) });
    });
  });

  describe('when the value is { base64, contentType, altText }', () => {
    it('decodes it and keeps the alternative text', () => {
      const text = pictureText({ base64: png.toString('base64'), contentType: 'image/png', altText: 'Our logo' }) as PictureText;
      expect(text.altText).toBe('Our logo');
      expect(decodePicture(text.base64, DEFAULT_PICTURE_LIMITS)).toMatchObject({ format: 'png' });
    });

    it('takes a data URI in base64 too', () => {
      expect(read({ base64: dataUri(png, 'image/png') })).toMatchObject({ format: 'png' });
    });

    it('refuses a group of fields without base64, and one that names a web address', () => {
      expect(read({ contentType: 'image/png' })).toMatchObject({ code: 'not_a_picture' });
      expect(read({ url: 'https://example.com/logo.png' })).toMatchObject({ code: 'picture_url' });
    });
  });

  describe('when the value is a web address', () => {
    it.each(['https://example.com/logo.png', 'http://10.0.0.1/x.png', '//cdn.example.com/a.gif', 'file:///etc/passwd', 'www.example.com/a.png'])(
      'never fetches %s: it is a warning',
      (url) => {
        expect(read(url)).toMatchObject({ code: 'picture_url', why: expect.stringMatching(/never fetched/) });
      },
    );
  });

  describe('when the value is no picture', () => {
    it.each([
      ['plain text', 'Acme Inc.'],
      ['a number', 42],
      ['a list', [1, 2]],
      ['a yes/no value', true],
    ])('refuses %s', (_what, value) => {
      expect(read(value)).toMatchObject({ code: 'not_a_picture' });
    });

    it('refuses bytes of another format (SVG, PDF, text)', () => {
      expect(read(dataUri(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'))).toMatchObject({ code: 'not_a_picture', why: expect.stringMatching(/not a PNG, JPEG or GIF/) });
      expect(read(dataUri(Buffer.from('%PDF-1.7'), 'image/png'))).toMatchObject({ code: 'not_a_picture' });
    });

    it('refuses a picture cut short before its size', () => {
      expect(read(dataUri(png.subarray(0, 12), 'image/png'))).toMatchObject({ code: 'not_a_picture', why: expect.stringMatching(/damaged or cut short/) });
    });
  });

  describe('when a picture passes a limit', () => {
    it('refuses more bytes than a picture may have, naming both sizes', () => {
      expect(read(dataUri(png, 'image/png'), { ...DEFAULT_PICTURE_LIMITS, maxPictureBytes: 50 })).toMatchObject({ code: 'picture_too_large', why: expect.stringMatching(/over the limit of 50 bytes/) });
    });

    it('refuses a base64 text far over the limit without decoding it', () => {
      const huge = 'A'.repeat(4_000_000);
      expect(decodePicture(huge, { ...DEFAULT_PICTURE_LIMITS, maxPictureBytes: 1_000_000 })).toMatchObject({ code: 'picture_too_large' });
    });

    it('refuses more pixels than a picture may have (a small file can unpack to a huge image)', () => {
      expect(read(dataUri(png, 'image/png'), { ...DEFAULT_PICTURE_LIMITS, maxPicturePixels: 799 })).toMatchObject({ code: 'picture_too_large', why: expect.stringMatching(/40 × 20 pixels/) });
      expect(read(dataUri(png, 'image/png'), { ...DEFAULT_PICTURE_LIMITS, maxPicturePixels: 800 })).toMatchObject({ format: 'png' });
    });
  });

  describe('when the picture states its resolution', () => {
    it('reads a PNG pHYs chunk and a JPEG JFIF density; a GIF and a PNG without one are 96 dpi', () => {
      expect(read(dataUri(png, 'image/png'))).toMatchObject({ resolution: { x: expect.closeTo(192, 0), y: expect.closeTo(192, 0) } });
      expect(read(dataUri(jpegPicture(16, 8, { dpi: 300 }), 'image/jpeg'))).toMatchObject({ format: 'jpeg', pixels: { width: 16, height: 8 }, resolution: { x: 300, y: 300 } });
      expect(read(dataUri(gifPicture(3, 2), 'image/gif'))).toMatchObject({ format: 'gif', resolution: { x: 96, y: 96 } });
      expect(read(dataUri(pngPicture(3, 2), 'image/png'))).toMatchObject({ resolution: { x: 96, y: 96 } });
    });
  });

  describe('when the same picture comes twice', () => {
    it('gives it the same CRC-32, which the zip needs', () => {
      const first = read(dataUri(png, 'image/png')) as DecodedPicture;
      const second = read({ base64: png.toString('base64'), contentType: 'image/png' }) as DecodedPicture;
      expect(first.crc32).toBe(second.crc32);
      expect((read(dataUri(pngPicture(40, 21), 'image/png')) as DecodedPicture).crc32).not.toBe(first.crc32);
    });
  });

  describe('when the bytes are damaged anywhere', () => {
    it('answers a picture or a problem for each, never a throw', () => {
      let seed = 12345;
      const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
      const pictures = [png, jpegPicture(40, 24, { dpi: 72 }), gifPicture(7, 5)];
      for (let round = 0; round < 600; round++) {
        const damaged = Buffer.from(pictures[round % pictures.length] ?? png);
        for (let change = 0; change < 1 + (round % 8); change++) damaged[8 + (random() * 13 + random()) % (damaged.length - 8)] = random();
        const cut = round % 5 === 0 ? damaged.subarray(0, 8 + (random() % (damaged.length - 8))) : damaged;
        const result = decodePicture(cut.toString('base64'), DEFAULT_PICTURE_LIMITS);
        expect('code' in result ? result.code : result.format).toMatch(/^(not_a_picture|picture_too_large|png|jpeg|gif)$/);
      }
    });
  });
});
