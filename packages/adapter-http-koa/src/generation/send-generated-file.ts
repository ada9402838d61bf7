import type { GeneratedFile, GenerationWarning } from '@quire/application/generation/generation-settings';
import contentDisposition from 'content-disposition';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import type { AppState } from '../app-state';
import type { GeneratedFileJson } from './generation-codecs';

/** The Quire-Warnings header stays under this many bytes; the warnings beyond are counted, not listed. */
export const WARNINGS_HEADER_MAX_BYTES = 8 * 1024;

// Header values are bytes: non-ASCII is sent as JSON escapes, which any JSON parser reads back.
const asciiJson = (value: unknown): string => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The warnings as a JSON array for the Quire-Warnings header (docs/generation.md#the-answer), at most
 * WARNINGS_HEADER_MAX_BYTES: when they do not fit, the first ones are listed and a last entry
 * `{ code: "warnings_truncated", count }` says how many were left out (the JSON answer has them all).
 */
export const warningsHeader = (warnings: ReadonlyArray<GenerationWarning>): string => {
  if (warnings.length === 0) return '[]';
  const whole = asciiJson(warnings);
  if (whole.length <= WARNINGS_HEADER_MAX_BYTES) return whole;
  const kept: GenerationWarning[] = [];
  let size = 2;
  for (const warning of warnings) {
    const next = asciiJson(warning).length + 1;
    if (size + next > WARNINGS_HEADER_MAX_BYTES - 200) break;
    kept.push(warning);
    size += next;
  }
  const left = warnings.length - kept.length;
  return asciiJson([...kept, { code: 'warnings_truncated', name: '', message: `${left} more warning(s); ask with Accept: application/json for all of them.`, count: left }]);
};

/** The file names of Content-Disposition for clients that do not read `filename*`: printable ASCII only. */
const asciiFallback = (fileName: string): string => fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_');

/** Content-Disposition values of the most recent file names: a tenant generates from the same few templates again and again. */
const dispositions = new LRUCache<string, string>({ max: 256 });

/** `attachment` with the file name (RFC 6266: a quoted ASCII `filename` and a UTF-8 `filename*`). */
const attachmentOf = (fileName: string): string => {
  const known = dispositions.get(fileName);
  if (known !== undefined) return known;
  const made = contentDisposition(fileName, { fallback: asciiFallback(fileName) });
  dispositions.set(fileName, made);
  return made;
};

/**
 * Answers a generated file (docs/generation.md#the-answer): the bytes as an attachment (RFC 6266: a quoted ASCII
 * `filename` and a UTF-8 `filename*`) with the warnings in Quire-Warnings and their number in
 * Quire-Warnings-Count; or, when the client
 * prefers `application/json`, `{ fileName, contentType, base64, warnings }`.
 */
export const sendGeneratedFile = (ctx: Context, file: GeneratedFile): void => {
  (ctx.state as AppState).renderMs = file.renderMs;
  (ctx.state as AppState).warnings = file.warnings.length;
  ctx.set('Cache-Control', 'no-store');
  // The count in a header of its own, always sent: a client that saves the body (`curl -o`) sees
  // it with `-D -` or `-w '%header{quire-warnings-count}'`, and 0 means none.
  ctx.set('Quire-Warnings-Count', String(file.warnings.length));
  ctx.vary('Accept');
  if (ctx.accepts(file.contentType, 'application/json') === 'application/json') {
    ctx.type = 'application/json';
    ctx.body = {
      fileName: file.fileName,
      contentType: file.contentType,
      base64: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64'),
      warnings: file.warnings,
    } satisfies t.OutputOf<typeof GeneratedFileJson>;
    return;
  }
  ctx.set('Content-Disposition', attachmentOf(file.fileName));
  ctx.type = file.contentType;
  ctx.set('Quire-Warnings', warningsHeader(file.warnings));
  ctx.body = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
};
