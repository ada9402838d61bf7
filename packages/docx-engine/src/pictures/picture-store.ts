import type { RenderTarget } from '../compose/render-target';
import { relativeTarget } from '../compose/target-package';
import { formatBytes } from '../package/format-bytes';
import { deflatePart } from '../package/write-docx';
import { DRAWING_NAMESPACES, IMAGE_RELATIONSHIP } from './drawing-xml';
import { PICTURE_FORMATS } from './picture-format';
import type { PictureLimits } from './picture-limits';
import { decodePicture, pictureText, type DecodedPicture, type PictureProblem } from './read-picture';

/** A picture as a value gives it, ready to place. */
export interface ReadPicture {
  readonly picture: DecodedPicture;
  readonly altText: string | undefined;
}

const isProblem = (value: object): value is PictureProblem => 'code' in value;

/** Compressed pictures are stored as they are: deflating them again costs time and saves nothing. */
const STORED = 0;

/**
 * The pictures of one render: each value decoded and checked once, each distinct picture (by
 * SHA-256) stored once as a media part, each part given one relationship to it; within the
 * limit of pictures a document may hold.
 */
export class PictureStore {
  private readonly decoded = new Map<string, DecodedPicture | PictureProblem>();
  private readonly media = new Map<string, string>();
  private readonly relationships = new Map<string, string>();
  private storedBytes = 0;

  constructor(
    private readonly limits: PictureLimits,
    private readonly into: RenderTarget,
  ) {}

  /** The picture a value gives, or why it gives none. */
  read(value: unknown): ReadPicture | PictureProblem {
    const text = pictureText(value);
    if (isProblem(text)) return text;
    let picture = this.decoded.get(text.base64);
    if (picture === undefined) {
      picture = decodePicture(text.base64, this.limits);
      this.decoded.set(text.base64, picture);
    }
    return isProblem(picture) ? picture : { picture, altText: text.altText };
  }

  /** The media part holding the picture, stored on first use; a problem when the document's pictures would pass their limit. */
  mediaPart(picture: DecodedPicture): string | PictureProblem {
    const known = this.media.get(picture.digest);
    if (known !== undefined) return known;
    if (this.storedBytes + picture.bytes.length > this.limits.maxDocumentPictureBytes) {
      return {
        code: 'picture_too_large',
        why: `the document's pictures would come to more than ${formatBytes(this.limits.maxDocumentPictureBytes)} with it (${formatBytes(picture.bytes.length)}).`,
      };
    }
    const format = PICTURE_FORMATS[picture.format];
    const target = this.into.target;
    const part = target.freePartName(`word/media/picture${this.media.size + 1}.${format.extension}`);
    target.addPart(part, deflatePart(picture.bytes, STORED), format.contentType);
    this.media.set(picture.digest, part);
    this.storedBytes += picture.bytes.length;
    return part;
  }

  /** The id of the relationship from a part to a media part, made once; the part's root is made to declare what a drawing uses. */
  relationship(part: string, media: string): string {
    const key = `${part}\n${media}`;
    let id = this.relationships.get(key);
    if (id === undefined) {
      const target = this.into.target;
      id = target.addRelationship(part, IMAGE_RELATIONSHIP, relativeTarget(part, media), false);
      target.declareNamespaces(part, DRAWING_NAMESPACES);
      this.relationships.set(key, id);
    }
    return id;
  }
}
