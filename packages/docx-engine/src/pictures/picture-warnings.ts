import type { PictureProblemCode } from './read-picture';

/** Why a picture was left out of a document (docs/template-language.md#pictures): each a render warning naming the field. */
export type PictureWarningCode = PictureProblemCode | 'picture_misplaced';
