import { fitInto, pictureExtent, readSideSize } from './picture-size';
import type { Extent } from '../program/picture-frame';

const COLUMN: Extent = { cx: 5_943_600, cy: 8_229_600 };

describe('picture sizes', () => {
  describe('when a size is read from the image filter', () => {
    it.each([
      ['4cm', 1_440_000],
      ['40 mm', 1_440_000],
      ['1.5in', 1_371_600],
      ['72pt', 914_400],
      ['96px', 914_400],
      ['.5CM', 180_000],
    ])('reads %s as %i EMUs', (text, emu) => {
      expect(readSideSize(text, 'width')).toEqual({ kind: 'length', emu });
    });

    it('reads a share of the column for the width, and auto for either side', () => {
      expect(readSideSize('50%', 'width')).toEqual({ kind: 'percent', percent: 50 });
      expect(readSideSize('auto', 'height')).toEqual({ kind: 'auto' });
      expect(readSideSize(' ', 'width')).toEqual({ kind: 'auto' });
    });

    it.each([
      ['4', 'width', /is not a size/],
      ['4 furlongs', 'width', /is not a size/],
      ['0cm', 'width', /more than 0/],
      ['120%', 'width', /more than the whole column/],
      ['50%', 'height', /only the width/],
      ['60cm', 'height', /larger than Word allows/],
    ] as const)('refuses %s as a %s, saying why', (text, side, why) => {
      expect(readSideSize(text, side)).toMatch(why);
    });
  });

  describe('when a picture is sized', () => {
    const natural: Extent = { cx: 2_000_000, cy: 1_000_000 };

    it('keeps the aspect from the width alone, or the height alone', () => {
      expect(pictureExtent(natural, { kind: 'length', emu: 1_000_000 }, { kind: 'auto' }, COLUMN)).toEqual({ cx: 1_000_000, cy: 500_000 });
      expect(pictureExtent(natural, { kind: 'auto' }, { kind: 'length', emu: 300_000 }, COLUMN)).toEqual({ cx: 600_000, cy: 300_000 });
    });

    it('takes both sides as given', () => {
      expect(pictureExtent(natural, { kind: 'length', emu: 100 }, { kind: 'length', emu: 900 }, COLUMN)).toEqual({ cx: 100, cy: 900 });
    });

    it('takes a share of the column across', () => {
      expect(pictureExtent(natural, { kind: 'percent', percent: 50 }, { kind: 'auto' }, COLUMN)).toEqual({ cx: 2_971_800, cy: 1_485_900 });
    });

    it('keeps its own size without sizes, never wider than the column nor taller than the page', () => {
      expect(pictureExtent(natural, { kind: 'auto' }, { kind: 'auto' }, COLUMN)).toEqual(natural);
      expect(pictureExtent({ cx: 11_887_200, cy: 1_000_000 }, { kind: 'auto' }, { kind: 'auto' }, COLUMN)).toEqual({ cx: 5_943_600, cy: 500_000 });
      expect(pictureExtent({ cx: 1_000_000, cy: 16_459_200 }, { kind: 'auto' }, { kind: 'auto' }, COLUMN)).toEqual({ cx: 500_000, cy: 8_229_600 });
    });

    it('fits a picture into a frame, growing it when asked', () => {
      expect(fitInto({ cx: 100, cy: 50 }, { cx: 1000, cy: 1000 }, true)).toEqual({ cx: 1000, cy: 500 });
      expect(fitInto({ cx: 100, cy: 50 }, { cx: 1000, cy: 1000 }, false)).toEqual({ cx: 100, cy: 50 });
      expect(fitInto({ cx: 100, cy: 400 }, { cx: 1000, cy: 1000 }, true)).toEqual({ cx: 250, cy: 1000 });
    });
  });
});
