import type { RenderTarget } from '../compose/render-target';
import { relativeTarget } from '../compose/target-package';
import { formatBytes } from '../package/format-bytes';
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

/**
 * The pictures of one render: each value decoded and checked once, each distinct picture (the
 * same bytes) stored once as a media part, each part given one relationship to it; within the
 * limit of pictures a document may hold.
 */
export class PictureStore {
  private readonly decoded = new Map<string, DecodedPicture | PictureProblem>();
  /** Stored pictures by CRC-32 and length: the bytes of each, and its part. */
  private readonly media = new Map<string, { readonly bytes: Uint8Array; readonly part: string }[]>();
  private mediaCount = 0;
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
    const key = `${picture.crc32}:${picture.bytes.length}`;
    const same = this.media.get(key);
    const known = same?.find((stored) => Buffer.compare(stored.bytes, picture.bytes) === 0);
    if (known !== undefined) return known.part;
    if (this.storedBytes + picture.bytes.length > this.limits.maxDocumentPictureBytes) {
      return {
        code: 'picture_too_large',
        why: `the document's pictures would come to more than ${formatBytes(this.limits.maxDocumentPictureBytes)} with it (${formatBytes(picture.bytes.length)}).`,
      };
    }
    if (this.mediaCount >= this.limits.maxDocumentPictures) {
      return { code: 'too_many_pictures', why: `the document holds ${this.limits.maxDocumentPictures.toLocaleString('en-US')} different pictures already, its limit.` };
    }
    const format = PICTURE_FORMATS[picture.format];
    const target = this.into.target;
    const part = target.freePartName(`word/media/picture${++this.mediaCount}.${format.extension}`);
    // Stored as it is: a PNG, JPEG or GIF is compressed already, and deflating it again costs time for nothing.
    target.addPart(part, { stored: picture.bytes, crc32: picture.crc32 }, format.contentType);
    if (same === undefined) this.media.set(key, [{ bytes: picture.bytes, part }]);
    else same.push({ bytes: picture.bytes, part });
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
