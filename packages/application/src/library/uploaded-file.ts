import { createHash } from 'node:crypto';
import type { StoredFile } from '@quire/domain/stored-file';

/** The bytes of a .docx a client sent, with the file name it gave (or one the server made up). */
export type UploadedFile = { readonly bytes: Uint8Array; readonly fileName: string };

/**
 * The stored-file metadata of the bytes, computed before anything is written: the row is checked
 * in full before its blob is stored (the blob store answers the same digest, being content-addressed).
 */
export const storedFileOf = (upload: UploadedFile): StoredFile => ({
  fileName: upload.fileName,
  size: upload.bytes.length,
  sha256: createHash('sha256').update(upload.bytes).digest('hex'),
});
