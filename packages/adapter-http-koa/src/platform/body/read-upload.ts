import type { UploadedFile } from '@quire/application/library/uploaded-file';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { type FormFields, formFields, queryPairs } from './form-fields';
import type { HttpError } from '../problems/http-error';
import { readJsonBody } from './read-json-body';
import { readMultipart } from './read-multipart';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * A request that may carry a .docx (docs/api.md#uploads; a form template's may be a PDF): a multipart form (the
 * `file` part and the metadata fields), a raw .docx or PDF body (metadata in the query string), JSON (routes that take it),
 * or no body at all.
 */
export type UploadRequest =
  | { readonly form: 'multipart'; readonly file: UploadedFile | null; readonly fields: FormFields }
  | { readonly form: 'raw'; readonly file: UploadedFile; readonly fields: FormFields; readonly extension: 'docx' | 'pdf' }
  | { readonly form: 'json'; readonly body: unknown }
  | { readonly form: 'none' };

export type UploadLimits = { readonly uploadLimitBytes: number; readonly jsonBodyLimitBytes: number };

const typeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'type' in error ? (error as { type: unknown }).type : undefined);

const readRaw = (ctx: Context, limitBytes: number): TE.TaskEither<HttpError, Buffer> =>
  TE.tryCatch(
    () => getRawBody(ctx.req, { length: ctx.get('Content-Length') || null, limit: limitBytes }),
    (error): HttpError => (typeOf(error) === 'entity.too.large' ? { _tag: 'PayloadTooLarge', limitBytes } : { _tag: 'ClientFault', status: 400 }),
  );

/**
 * Reads the body by its Content-Type. `json` says whether the route takes JSON too; the query
 * string is the metadata only of a raw upload (other forms leave the query to the route).
 */
export const readUpload = (ctx: Context, limits: UploadLimits, options: { readonly json: boolean; readonly pdf?: boolean }): TE.TaskEither<HttpError, UploadRequest> => {
  const expected = `multipart/form-data or ${DOCX_CONTENT_TYPE}${options.pdf ? ` or ${PDF_CONTENT_TYPE}` : ''}${options.json ? ' or application/json' : ''}`;
  const noBody = ctx.request.length === 0 || (ctx.request.length === undefined && ctx.get('Transfer-Encoding') === '');
  if (noBody) return TE.right({ form: 'none' });
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return TE.left({ _tag: 'UnsupportedMediaType', expected: `${expected}, without Content-Encoding` });
  if (ctx.request.is('multipart/form-data') !== false && ctx.request.is('multipart/form-data') !== null) {
    return pipe(
      readMultipart(ctx, limits.uploadLimitBytes),
      TE.map(({ file, fields }) => ({ form: 'multipart' as const, file, fields })),
    );
  }
  const raw = ctx.request.is(DOCX_CONTENT_TYPE) ? 'docx' : options.pdf && ctx.request.is(PDF_CONTENT_TYPE) ? 'pdf' : null;
  if (raw !== null) {
    return pipe(
      readRaw(ctx, limits.uploadLimitBytes),
      TE.map((bytes) => ({ form: 'raw' as const, file: { bytes, fileName: '' }, fields: formFields(queryPairs(ctx.query)), extension: raw })),
    );
  }
  if (options.json && ctx.request.is('json', '+json')) return pipe(readJsonBody(ctx, limits.jsonBodyLimitBytes), TE.map((body) => ({ form: 'json' as const, body })));
  return TE.left({ _tag: 'UnsupportedMediaType', expected });
};
