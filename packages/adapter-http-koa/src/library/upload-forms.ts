import type { UploadedFile } from '@quire/application/library/uploaded-file';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { decodeExact } from '../platform/body/decode-exact';
import { readUpload, type UploadLimits } from '../platform/body/read-upload';
import type { HttpError } from '../platform/problems/http-error';
import { bodyFields, missingFile } from './upload-input';

/** One form of an upload: the codec of what it carries besides the file, and what the route makes of it. */
type Form<F, File, A> = { readonly codec: t.Type<F, unknown, unknown>; readonly make: (fields: F, file: File) => E.Either<HttpError, A> };

/**
 * How an upload route reads each form of its body: multipart (`file` + fields, nothing in the
 * query), a raw .docx (the metadata in the query), and, where the route takes them, JSON and no
 * body at all. A form the route does not take is a missing file.
 */
export type UploadForms<A, M, R, J> = {
  readonly multipart: Form<M, UploadedFile | null, A>;
  /** A raw body: a .docx, or a PDF where the route takes one (`pdf`); `extension` says which. */
  readonly raw: { readonly codec: t.Type<R, unknown, unknown>; readonly make: (fields: R, file: UploadedFile, extension: 'docx' | 'pdf') => E.Either<HttpError, A> };
  /** Whether a raw body may be a PDF (a fillable form) besides a .docx. */
  readonly pdf?: boolean;
  readonly json?: Form<J, null, A>;
  /** No body: what the route makes of the request alone (its query, if it reads one). */
  readonly none?: () => E.Either<HttpError, A>;
};

/** The request of an upload route, read in whichever form it came. */
export const readUploadForms = <A, M, R, J = never>(ctx: Context, limits: UploadLimits, forms: UploadForms<A, M, R, J>): TE.TaskEither<HttpError, A> =>
  pipe(
    readUpload(ctx, limits, { json: forms.json !== undefined, pdf: forms.pdf === true }),
    TE.chainEitherK((request): E.Either<HttpError, A> => {
      switch (request.form) {
        case 'multipart':
          return pipe(
            bodyFields(ctx, forms.multipart.codec, request.fields),
            E.chain((fields) => forms.multipart.make(fields, request.file)),
          );
        case 'raw':
          return pipe(
            decodeExact(forms.raw.codec, request.fields),
            E.chain((fields) => forms.raw.make(fields, request.file, request.extension)),
          );
        case 'json': {
          const json = forms.json;
          return json === undefined ? E.left(missingFile) : pipe(bodyFields(ctx, json.codec, request.body), E.chain((body) => json.make(body, null)));
        }
        case 'none': {
          const none = forms.none;
          return none === undefined ? E.left(missingFile) : none();
        }
      }
    }),
  );
