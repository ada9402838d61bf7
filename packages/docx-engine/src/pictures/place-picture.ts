import type { FieldNode } from '../program/program';
import type { RenderState } from '../render/render-state';
import { inlinePictureXml } from './drawing-xml';
import type { PictureRequest } from './picture-request';
import { pictureExtent, EMU_PER_INCH } from './picture-size';
import type { Extent } from '../program/picture-frame';
import { PictureStore, type ReadPicture } from './picture-store';
import type { PictureWarningCode } from './picture-warnings';
import type { DecodedPicture } from './read-picture';
import { IMAGE_RELATIONSHIP, DRAWING_NAMESPACES } from './drawing-xml';

const picturesOf = (state: RenderState): PictureStore => {
  state.pictures ??= new PictureStore(state.pictureLimits, state.target);
  return state.pictures;
};

/** Warns once per field and reason that its picture was left out. */
export const notePictureLeftOut = (state: RenderState, name: string, code: PictureWarningCode, why: string): void => {
  const key = `${code}:${name}`;
  if (!state.warnings.has(key)) state.warnings.set(key, { code, name, message: `The picture "${name}" was left out: ${why}` });
};

/** A picture's own size: its pixels at its resolution. */
export const naturalExtent = (picture: DecodedPicture): Extent => ({
  cx: Math.max(1, Math.round((picture.pixels.width / picture.resolution.x) * EMU_PER_INCH)),
  cy: Math.max(1, Math.round((picture.pixels.height / picture.resolution.y) * EMU_PER_INCH)),
});

export interface StoredPicture extends ReadPicture {
  /** The id of the relationship from the part being written to the picture. */
  readonly relationshipId: string;
}

/**
 * The picture a value gives, stored in the document and related to the part being written
 * (inside a snippet, the part the snippet goes into); undefined, with a warning naming the
 * field, when the value is no picture, too large, or a web address (never fetched).
 */
export const storedPicture = (value: unknown, name: string, part: string, state: RenderState): StoredPicture | undefined => {
  const pictures = picturesOf(state);
  const read = pictures.read(value);
  if ('code' in read) {
    notePictureLeftOut(state, name, read.code, read.why);
    return undefined;
  }
  const media = pictures.mediaPart(read.picture);
  if (typeof media !== 'string') {
    notePictureLeftOut(state, name, media.code, media.why);
    return undefined;
  }
  const relationshipId = state.snippets?.relationshipHere(IMAGE_RELATIONSHIP, media, DRAWING_NAMESPACES) ?? pictures.relationship(part, media);
  return { ...read, relationshipId };
};

/**
 * Writes the picture of a field with the `image` filter (docs/template-language.md#pictures) where the tag was, inside its
 * run: sized as the filter asks, or its own size within the room it has. Nothing is written when
 * the value gives no picture (a warning says why) or the field is no place for one (a property).
 */
export const placePicture = (node: FieldNode, request: PictureRequest, state: RenderState): void => {
  const frame = node.picture;
  if (frame === undefined || node.context !== 'run') {
    notePictureLeftOut(state, node.name.text, 'picture_misplaced', 'a picture can be placed in the text of the document, not in its properties.');
    return;
  }
  const stored = storedPicture(request.value, node.name.text, node.origin.part, state);
  if (stored === undefined) return;
  const extent = pictureExtent(naturalExtent(stored.picture), frame.width, frame.height, frame.room);
  const drawing = inlinePictureXml({ id: ++state.nextId.drawing, relationshipId: stored.relationshipId, extent, altText: stored.altText });
  state.out.appendText(`</w:t>${drawing}<w:t xml:space="preserve">`);
};
