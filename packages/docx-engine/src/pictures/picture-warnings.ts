import type { RenderState } from '../render/render-state';
import type { PictureProblemCode } from './read-picture';

/** Why a picture was left out of a document (SPEC 3.9): each a render warning naming the field. */
export type PictureWarningCode = PictureProblemCode | 'picture_misplaced';

/** Warns once per field and reason that its picture was left out. */
export const notePictureLeftOut = (state: RenderState, name: string, code: PictureWarningCode, why: string): void => {
  const key = `${code}:${name}`;
  if (!state.warnings.has(key)) state.warnings.set(key, { code, name, message: `The picture "${name}" was left out: ${why}` });
};
