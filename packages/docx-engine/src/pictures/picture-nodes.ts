import type { NodeOrigin } from '../program/program';
import type { NameReference } from '../tags/tag-syntax';
import type { Extent, SideSize } from './picture-size';

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

/**
 * A picture of the template whose alternative text is `{{name}}` (SPEC 3.9): replaced by the
 * picture `name` gives, fitted to the frame (aspect kept), keeping its position and wrapping.
 * `pieces` are the drawing's XML around `sites` (one more piece than sites).
 */
export interface PictureSlotNode {
  readonly kind: 'pictureSlot';
  readonly name: NameReference;
  readonly pieces: readonly string[];
  readonly sites: readonly PictureSlotSite[];
  /** The frame's extent in the template. */
  readonly frame: Extent;
  readonly origin: NodeOrigin;
}
