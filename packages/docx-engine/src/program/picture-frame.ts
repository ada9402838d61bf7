/*
 * What a picture's place in a program knows from compile time, in EMUs (English Metric Units,
 * DrawingML's unit: 914,400 an inch): program nodes carry it, pictures/ sizes and fills it.
 */

/** A width and height in EMUs. */
export interface Extent {
  readonly cx: number;
  readonly cy: number;
}

/** A side as written: a length, a share of the text column's width, or `auto` (from the other side and the aspect). */
export type SideSize = { readonly kind: 'length'; readonly emu: number } | { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'auto' };

/** What a field with the `image` filter knows from compile time: the sizes asked for, and the room it has. */
export interface PictureFrame {
  readonly width: SideSize;
  readonly height: SideSize;
  /** The room a picture without sizes may take: the text column (or its table cell) across, the page's text height down. */
  readonly room: Extent;
}

/**
 * A place in a placeholder picture's XML that a render fills: the frame's extent (`wp:extent`
 * and the picture's `a:ext`), the drawing's id, its alternative text, the picture's relationship,
 * an anchored frame's offsets (moved to keep the picture centred in the frame), and XML dropped
 * with the placeholder's picture (its crop, and its extensions: an SVG version, effects).
 */
export type PictureSlotSite =
  | { readonly kind: 'cx' | 'cy' | 'id' | 'altText' | 'embed' | 'dropped'; readonly original: string }
  | { readonly kind: 'offsetH' | 'offsetV'; readonly original: string; readonly offset: number };

