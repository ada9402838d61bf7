import type { AppError } from '@quire/application/app-error';
import type { ComparedVersions } from '@quire/application/library/file-versions';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { CompareQuery } from '../comparing/compare-codecs';
import { comparisonResponse, sendComparison } from '../comparing/send-comparison';
import { decodeQuery } from '../platform/body/decode-query';
import { authFailures, jsonContent, responseRef } from '../platform/openapi/openapi-parts';
import type { OperationDoc } from '../platform/openapi/operations';
import { answer } from '../platform/problems/answer';
import { libraryIdParameter } from './document-library-openapi';

/*
 * What the resources whose files are numbered versions (templates, snippets) answer alike:
 * `/Versions` (the list), `/Versions/:n/Download` and `/Versions/:a/Compare/:b`.
 */

/** A file version number in the path: a positive integer, else the version is simply not found. */
export const versionNumber = (raw: string | undefined): number => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);

/** `GET …/Versions`: every file version as JSON, marked current when it is the item's `fileVersion`. */
export const answerVersionList = <A extends { readonly fileVersion: number }, V>(ctx: Context, task: TE.TaskEither<AppError, { readonly item: A; readonly versions: ReadonlyArray<V> }>, json: (version: V, current: number) => unknown) =>
  answer(ctx, task, ({ item, versions }) => {
    ctx.body = { items: versions.map((version) => json(version, item.fileVersion)), nextCursor: null };
  });

/** `GET …/Versions/:a/Compare/:b`: version b with tracked changes against version a, or with `?format=json` the changes. */
export const answerVersionCompare = (ctx: Context, compare: (original: number, revised: number) => TE.TaskEither<AppError, ComparedVersions>) =>
  answer(
    ctx,
    pipe(
      TE.fromEither(decodeQuery(CompareQuery, ctx.query)),
      TE.bindTo('query'),
      TE.bindW('compared', () => compare(versionNumber(ctx.params['a']), versionNumber(ctx.params['b']))),
    ),
    ({ query, compared }) => sendComparison(ctx, compared, query.format, compared.fileName),
  );

const versionParameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });

/** The three operations' documents for a resource at `base` (`/Snippets`), its version list's codec and its download's response. */
export const fileVersionOperations = (base: string, what: string, list: t.Mixed, download: object): { readonly list: OperationDoc; readonly compare: OperationDoc; readonly download: OperationDoc } => ({
  list: {
    method: 'get',
    path: `${base}/:id/Versions`,
    role: 'member',
    summary: `Every file version of the ${what}, the first first`,
    parameters: [libraryIdParameter],
    responses: { '200': { description: 'The file versions', content: jsonContent(list) }, ...authFailures, '404': responseRef('NotFound') },
  },
  compare: {
    method: 'get',
    path: `${base}/:id/Versions/:a/Compare/:b`,
    role: 'author',
    summary: 'File version b with Word tracked changes against version a (author "Quire"), or with `?format=json` the list of changes',
    parameters: [libraryIdParameter, versionParameter('a'), versionParameter('b')],
    query: CompareQuery,
    responses: { '200': comparisonResponse('The comparison'), ...authFailures, '400': responseRef('DocumentLibraryBadRequest'), '404': responseRef('NotFound'), '422': responseRef('UploadInvalid') },
  },
  download: {
    method: 'get',
    path: `${base}/:id/Versions/:n/Download`,
    role: 'member',
    summary: 'File version n, byte for byte',
    parameters: [libraryIdParameter, versionParameter('n')],
    responses: { '200': download, ...authFailures, '404': responseRef('NotFound') },
  },
});
