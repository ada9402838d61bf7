import type { UploadedFile } from '@quire/application/library/uploaded-file';
import busboy from 'busboy';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import { type FormFields, formFields } from './form-fields';
import type { HttpError } from '../problems/http-error';

/** What a multipart upload holds: at most one `file` part (or one of each part named), and the metadata fields. */
export type MultipartUpload = { readonly file: UploadedFile | null; readonly files: ReadonlyMap<string, UploadedFile>; readonly fields: FormFields };

/** Limits on the parts around the file: metadata is small (a description is at most 2,000 characters). */
const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 60 } as const;
/** What a multipart body may hold besides the file: boundaries, part headers and the fields. */
export const MULTIPART_OVERHEAD_BYTES = FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize + 256 * 1024;

/**
 * Reads a `multipart/form-data` upload with busboy, which streams the parts and stops a file at
 * `fileLimitBytes` (413). Only one file part, named `file`, is taken (or one of each of
 * `fileParts`, `file` being the first of them); any other file part, a value
 * that is too long or too many parts answer 422, a body that is no multipart 400. After a refusal the
 * rest of the request is drained, not buffered.
 */
export const readMultipart = (ctx: Context, fileLimitBytes: number, fileParts: readonly string[] = ['file']): TE.TaskEither<HttpError, MultipartUpload> => () =>
  new Promise((resolve) => {
    const announced = Number(ctx.get('Content-Length') || '0');
    if (announced > fileLimitBytes * fileParts.length + MULTIPART_OVERHEAD_BYTES) {
      resolve({ _tag: 'Left', left: { _tag: 'PayloadTooLarge', limitBytes: fileLimitBytes } });
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { ...FIELD_LIMITS, files: fileParts.length, fileSize: fileLimitBytes } });
    } catch {
      resolve({ _tag: 'Left', left: { _tag: 'ClientFault', status: 400 } });
      return;
    }
    const pairs: Array<readonly [string, string]> = [];
    const unknown: string[] = [];
    const files = new Map<string, UploadedFile>();
    let settled = false;
    const finish = (result: { _tag: 'Left'; left: HttpError } | { _tag: 'Right'; right: MultipartUpload }) => {
      if (settled) return;
      settled = true;
      if (result._tag === 'Left') {
        ctx.req.unpipe(parser);
        ctx.req.resume();
      }
      resolve(result);
    };
    const invalid = (path: string, message: string) => finish({ _tag: 'Left', left: { _tag: 'Validation', errors: [{ path, message }] } });

    parser.on('file', (name, stream, info) => {
      if (!fileParts.includes(name) || files.has(name)) {
        unknown.push(name);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish({ _tag: 'Left', left: { _tag: 'PayloadTooLarge', limitBytes: fileLimitBytes } }));
      stream.on('end', () => {
        files.set(name, { bytes: Buffer.concat(chunks), fileName: info.filename ?? '' });
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) invalid(name, `must be at most ${FIELD_LIMITS.fieldSize} bytes`);
      else pairs.push([name, value]);
    });
    parser.on('filesLimit', () => invalid(fileParts.length === 1 ? 'file' : '', fileParts.length === 1 ? 'only one file may be uploaded' : `at most ${fileParts.length} files may be uploaded`));
    parser.on('fieldsLimit', () => invalid('', `at most ${FIELD_LIMITS.fields} fields may be sent`));
    parser.on('partsLimit', () => invalid('', `at most ${FIELD_LIMITS.parts} parts may be sent`));
    parser.on('error', () => finish({ _tag: 'Left', left: { _tag: 'ClientFault', status: 400 } }));
    parser.on('close', () => {
      if (unknown.length > 0) {
        const named = fileParts.map((part) => `"${part}"`).join(' and ');
        finish({ _tag: 'Left', left: { _tag: 'Validation', errors: unknown.map((name) => ({ path: name, message: `is not a known property (the file part${fileParts.length === 1 ? ' is' : 's are'} named ${named})` })) } });
        return;
      }
      finish({ _tag: 'Right', right: { file: files.get(fileParts[0] ?? 'file') ?? null, files, fields: formFields(pairs) } });
    });
    // A client that goes away mid-upload: busboy would wait for the rest forever.
    const gone = () => finish({ _tag: 'Left', left: { _tag: 'ClientFault', status: 400 } });
    if (ctx.req.destroyed) return gone();
    ctx.req.once('aborted', gone);
    ctx.req.once('error', gone);
    ctx.req.pipe(parser);
  });
