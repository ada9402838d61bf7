import type { DownloadedFile } from '@quire/application/library/downloaded-file';
import type { Context } from 'koa';
import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../platform/body/read-upload';

/** The `filename` for clients that do not read `filename*`: printable ASCII only (not ISO-8859-1, which clients decode differently). */
export const asciiFallback = (fileName: string): string => fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_');

/**
 * Answers a stored .docx or PDF (docs/api.md#downloads): the exact bytes, its type, `attachment` with the
 * file name (Koa's `attachment` uses the content-disposition package: a quoted `filename` plus an
 * RFC 5987 `filename*` when the name is not plain ASCII, RFC 6266), and the SHA-256 as ETag.
 */
export const sendDownload = (ctx: Context, file: DownloadedFile): void => {
  ctx.attachment(file.fileName, { fallback: asciiFallback(file.fileName) });
  ctx.type = /\.pdf$/i.test(file.fileName) ? PDF_CONTENT_TYPE : DOCX_CONTENT_TYPE;
  ctx.set('ETag', `"${file.sha256}"`);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.body = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
};
