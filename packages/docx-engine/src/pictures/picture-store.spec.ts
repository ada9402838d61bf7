import { openDocx } from '../package/open-docx';
import { RenderTarget } from '../compose/render-target';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { pngPicture } from '../../test/support/pictures';
import { DEFAULT_PICTURE_LIMITS } from './picture-limits';
import { PictureStore } from './picture-store';
import type { DecodedPicture } from './read-picture';

const store = (): PictureStore => {
  const opened = openDocx(minimalDocx('<w:p/>'));
  if (!opened.ok) throw new Error(opened.error.code);
  return new PictureStore(DEFAULT_PICTURE_LIMITS, new RenderTarget(opened.value, { drawing: 0, annotation: 0, shape: 0 }, (atLeast) => atLeast));
};

const picture = (bytes: Buffer, crc32: number): DecodedPicture => ({ bytes, format: 'png', pixels: { width: 1, height: 1 }, resolution: { x: 96, y: 96 }, crc32 });

describe('the pictures of a render', () => {
  describe('when two pictures have the same CRC-32 and length', () => {
    it('compares their bytes: the same picture is stored once, another one apart', () => {
      const pictures = store();
      const first = pngPicture(4, 4, { rgb: [1, 2, 3] });
      const other = pngPicture(4, 4, { rgb: [3, 2, 1] });
      expect(first.length).toBe(other.length);
      const stored = pictures.mediaPart(picture(first, 7));
      expect(pictures.mediaPart(picture(Buffer.from(first), 7))).toBe(stored);
      expect(pictures.mediaPart(picture(other, 7))).not.toBe(stored);
    });
  });

  describe('when parts relate to a picture', () => {
    it('gives each part one relationship to it', () => {
      const pictures = store();
      const media = pictures.mediaPart(picture(pngPicture(2, 2), 1));
      if (typeof media !== 'string') throw new Error(media.why);
      const id = pictures.relationship('word/document.xml', media);
      expect(pictures.relationship('word/document.xml', media)).toBe(id);
      expect(pictures.relationship('word/header1.xml', media)).toEqual(expect.any(String));
    });
  });
});
