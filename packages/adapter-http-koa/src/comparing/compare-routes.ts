import type { ComparingUseCases } from '@quire/application/comparing/comparing-use-cases';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { decodeQuery } from '../platform/body/decode-query';
import { readMultipart } from '../platform/body/read-multipart';
import type { UploadLimits } from '../platform/body/read-upload';
import type { HttpError } from '../platform/problems/http-error';
import { answer } from '../platform/problems/answer';
import { authFailures } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';
import { uploadFailures } from '../library/document-library-openapi';
import { CompareForm, CompareQuery } from './compare-codecs';
import { comparisonResponse, sendComparison } from './send-comparison';

type Deps = ComparingUseCases;

const FILE_PARTS = ['original', 'revised'] as const;

/** The two uploads of `POST /Documents/Compare`, both required, no other field. */
const compareRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, { readonly original: Uint8Array; readonly revised: Uint8Array }> =>
  pipe(
    readMultipart(ctx, limits.uploadLimitBytes, FILE_PARTS),
    TE.chainEitherK((upload) => {
      const extra = Object.keys(upload.fields).map((name) => ({ path: name, message: 'is not a known property (send the parts "original" and "revised")' }));
      const missing = FILE_PARTS.filter((part) => !upload.files.has(part)).map((part) => ({ path: part, message: 'is required: a .docx file part' }));
      const original = upload.files.get('original');
      const revised = upload.files.get('revised');
      if (extra.length + missing.length > 0 || original === undefined || revised === undefined) return E.left<HttpError>({ _tag: 'Validation', errors: [...missing, ...extra] });
      return E.right({ original: original.bytes, revised: revised.bytes });
    }),
  );

/** `POST /Documents/Compare` (multipart `original` and `revised`): the revised file with tracked changes against the original. */
export const registerComparingRoutes = (router: SecuredRoutes, deps: Deps, limits: UploadLimits): void => {
  serve(router, comparingOperations).compareDocuments((ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(CompareQuery, ctx.query)),
        TE.bindTo('query'),
        TE.bindW('files', () => compareRequest(ctx, limits)),
        TE.chainW(({ query, files }) => pipe(deps.compareUploadedDocuments({ principal: principalOf(ctx), ...files }), TE.map((comparison) => ({ comparison, query })))),
      ),
      ({ comparison, query }) => sendComparison(ctx, comparison, query.format, 'compared.docx'),
    ),
  );
};

export const comparingOperations = operations('Documents', {
  compareDocuments: {
    method: 'post',
    path: '/Documents/Compare',
    role: 'drafter',
    summary: 'Compare two .docx files: the revised one with Word tracked changes against the original (nothing is stored)',
    query: CompareQuery,
    requestBody: { required: true, description: 'The two files as the multipart parts `original` and `revised`.', content: { 'multipart/form-data': { schema: CompareForm } } },
    responses: { '200': comparisonResponse('The comparison'), ...authFailures, ...uploadFailures },
  },
});
