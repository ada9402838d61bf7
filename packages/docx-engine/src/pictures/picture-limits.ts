/** What a render holds pictures from data to (docs/template-language.md#pictures, docs/limits.md#generation); each is a `RenderOptions` setting. */
export interface PictureLimits {
  /** Largest picture, in bytes once decoded (10 MiB; docs/template-language.md#pictures). */
  readonly maxPictureBytes: number;
  /** Most pixels in one picture (width × height): a small file can unpack to a huge image (50 million). */
  readonly maxPicturePixels: number;
  /** Largest total of the pictures one document stores, each counted once (50 MiB; docs/template-language.md#pictures). */
  readonly maxDocumentPictureBytes: number;
  /** Most distinct pictures one document stores (1,000): the same picture placed again is counted once. */
  readonly maxDocumentPictures: number;
}

export const DEFAULT_PICTURE_LIMITS: PictureLimits = {
  maxPictureBytes: 10 * 1024 * 1024,
  maxPicturePixels: 50_000_000,
  maxDocumentPictureBytes: 50 * 1024 * 1024,
  maxDocumentPictures: 1_000,
};
