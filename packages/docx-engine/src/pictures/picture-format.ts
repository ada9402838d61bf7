/** The picture formats a document may receive from data (docs/template-language.md#pictures). */
export type PictureFormat = 'png' | 'jpeg' | 'gif';

export const PICTURE_FORMATS: Readonly<Record<PictureFormat, { readonly contentType: string; readonly extension: string }>> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpeg' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

/** The format the bytes are in, by their signature (what a data URI or content type claims is not trusted). */
export const formatOf = (bytes: Uint8Array): PictureFormat | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return undefined;
};
