/*
 * Sizes of pictures in EMUs (English Metric Units, DrawingML's unit: 914,400 an inch), as the
 * `image` filter's arguments write them and as pictures are fitted into a column or a frame.
 */

import type { Extent, SideSize } from '../program/picture-frame';

export const EMU_PER_INCH = 914_400;
/** A twentieth of a point (WordprocessingML's `dxa`), in EMUs. */
export const EMU_PER_TWIP = 635;
/** Word's largest picture side: 22 inches. */
export const MAX_PICTURE_EMU = 22 * EMU_PER_INCH;

const UNITS: Readonly<Record<string, number>> = { cm: 360_000, mm: 36_000, in: EMU_PER_INCH, pt: 12_700, px: 9_525 };

const SIZE = /^(\d+(?:\.\d+)?|\.\d+)\s*(cm|mm|in|pt|px|%)$/;

/** A size argument of the `image` filter (`"4cm"`, `"30mm"`, `"1.5in"`, `"72pt"`, `"300px"`, `"50%"`, `"auto"`), or why it is none. */
export const readSideSize = (text: string, side: 'width' | 'height'): SideSize | string => {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'auto' || trimmed === '') return { kind: 'auto' };
  const match = SIZE.exec(trimmed);
  const example = side === 'width' ? 'image: "6cm"' : 'image: "6cm", "4cm"';
  if (match === null) return `the ${side} "${text}" is not a size: write a number and a unit (cm, mm, in, pt, px${side === 'width' ? ' or %' : ''}), or "auto", as in ${example}.`;
  const amount = Number(match[1]);
  const unit = match[2] ?? '';
  if (amount <= 0) return `the ${side} "${text}" must be more than 0.`;
  if (unit === '%') {
    if (side === 'height') return `the height "${text}" cannot be a share of the column (only the width can): give a length such as "4cm", or "auto".`;
    return amount > 100 ? `the width "${text}" is more than the whole column (100%).` : { kind: 'percent', percent: amount };
  }
  const emu = Math.round(amount * (UNITS[unit] ?? 0));
  if (emu > MAX_PICTURE_EMU) return `the ${side} "${text}" is larger than Word allows (22 inches, 55.88 cm).`;
  return { kind: 'length', emu: Math.max(1, emu) };
};

/** The largest extent of the picture's aspect that fits in the box (never larger than `natural` unless `grow`). */
export const fitInto = (natural: Extent, box: Extent, grow: boolean): Extent => {
  const scale = Math.min(box.cx / natural.cx, box.cy / natural.cy);
  if (scale >= 1 && !grow) return natural;
  return { cx: Math.max(1, Math.round(natural.cx * scale)), cy: Math.max(1, Math.round(natural.cy * scale)) };
};

/**
 * The extent a picture is given: the sizes asked for (one side: the other keeps the aspect), or
 * with none its own size (pixels at its resolution), never wider than the column nor taller
 * than the page's text.
 */
export const pictureExtent = (natural: Extent, width: SideSize, height: SideSize, column: Extent): Extent => {
  const side = (size: SideSize): number | undefined =>
    size.kind === 'length' ? size.emu : size.kind === 'percent' ? Math.max(1, Math.round((column.cx * size.percent) / 100)) : undefined;
  const cx = side(width);
  const cy = side(height);
  if (cx !== undefined && cy !== undefined) return { cx, cy };
  if (cx !== undefined) return { cx, cy: Math.max(1, Math.round((cx * natural.cy) / natural.cx)) };
  if (cy !== undefined) return { cx: Math.max(1, Math.round((cy * natural.cx) / natural.cy)), cy };
  return fitInto(natural, column, false);
};
