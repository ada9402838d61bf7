import type { CreateSnippetInput } from '@quire/application/create-snippet';
import type { SnippetSource } from '@quire/application/snippet-content';
import type { SnippetMetadataPatch } from '@quire/application/update-snippet';
import { type SnippetFolderId, snippetFolderId, snippetId } from '@quire/domain/library-ids';
import type { Snippet } from '@quire/domain/snippet';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { Context } from 'koa';
import { answer } from '../../platform/problems/answer';
import { NoBody } from '../../api-keys/api-key-codecs';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { snippetJson } from '../document-library-json';
import type { HttpDeps } from '../../http-deps';
import type { HttpError } from '../../platform/problems/http-error';
import { etagOf, expectedVersions } from '../../platform/versions/if-match';
import {
  CreateSnippetJson,
  CreateSnippetRawQuery,
  SnippetSearchQuery,
  SnippetUploadFields,
  UpdateSnippetJson,
  UpdateSnippetRawQuery,
} from '../library-upload-codecs';
import { pageJson } from '../../platform/paging/page-json';
import { pageRequestOf } from '../../platform/paging/page-request';
import { principalOf } from '../../platform/auth/principal-of';
import { ForceQuery } from '../../platform/body/query-codecs';
import { readJsonBody } from '../../platform/body/read-json-body';
import { readUpload, type UploadLimits } from '../../platform/body/read-upload';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { sendDownload } from '../send-download';
import { fileNameFor, formFolderId, nameFromFile, requireFile } from '../upload-input';

type Deps = Pick<HttpDeps, 'searchSnippets' | 'getSnippet' | 'createSnippet' | 'updateSnippet' | 'deleteSnippet' | 'downloadSnippet'>;
type Create = Omit<CreateSnippetInput, 'principal'>;
type Update = { readonly patch: SnippetMetadataPatch; readonly source: SnippetSource | null; readonly force: boolean };

const NoQuery = t.exact(t.partial({}), 'NoQuery');
const folderOf = (raw: string | undefined): SnippetFolderId | null | undefined => (raw === undefined ? undefined : pipe(formFolderId(raw), (id) => (id === null ? null : snippetFolderId(id))));
const jsonFolderOf = (raw: string | null | undefined): SnippetFolderId | null | undefined => (raw === undefined || raw === null ? raw : snippetFolderId(raw));

/** Only the fields given, so that what is absent is kept by an update (exactOptionalPropertyTypes). */
const metadata = (fields: { name?: string | undefined; description?: string | undefined; tags?: ReadonlyArray<string> | undefined }, folderId: SnippetFolderId | null | undefined) => ({
  ...(fields.name === undefined ? {} : { name: fields.name }),
  ...(fields.description === undefined ? {} : { description: fields.description }),
  ...(fields.tags === undefined ? {} : { tags: fields.tags }),
  ...(folderId === undefined ? {} : { folderId }),
});

/**
 * SPEC §1.1 snippet routes, plus `GET /Snippets/:id`. A snippet is created from an upload
 * (multipart `file` + fields, or a raw .docx with the metadata in the query) or from JSON `text`;
 * `PUT` takes the same forms, every part optional.
 */
export const registerSnippetRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => snippetId(ctx.params['id'] ?? '');
  const ifMatch = (ctx: Context) => expectedVersions(ctx.get('If-Match') || undefined) ?? null;
  const sendSnippet = (ctx: Context) => (snippet: Snippet) => {
    ctx.set('ETag', etagOf(snippet.version));
    ctx.body = snippetJson(snippet);
  };

  const createInput = (ctx: Context): TE.TaskEither<HttpError, Create> =>
    pipe(
      readUpload(ctx, options, { json: true }),
      TE.chainEitherK((request): E.Either<HttpError, Create> => {
        switch (request.form) {
          case 'json':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.chainW(() => decodeExact(CreateSnippetJson, request.body)),
              E.map((body) => ({ ...metadata(body, jsonFolderOf(body.folderId)), name: body.name, source: { kind: 'text', text: body.text } })),
            );
          case 'multipart':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.chainW(() => decodeExact(SnippetUploadFields, request.fields)),
              E.bindTo('fields'),
              E.bind('file', () => requireFile(request.file)),
              E.map(({ fields, file }) => {
                const name = fields.name ?? nameFromFile(file.fileName);
                return { ...metadata(fields, folderOf(fields.folderId)), name, source: { kind: 'file', file: { bytes: file.bytes, fileName: fileNameFor(file.fileName, name) } } };
              }),
            );
          case 'raw':
            return pipe(
              decodeExact(CreateSnippetRawQuery, request.fields),
              E.map((fields) => {
                const name = fields.name ?? nameFromFile(fields.fileName ?? '');
                return { ...metadata(fields, folderOf(fields.folderId)), name, source: { kind: 'file', file: { bytes: request.file.bytes, fileName: fileNameFor(fields.fileName, name) } } };
              }),
            );
          case 'none':
            return E.left({ _tag: 'Validation', errors: [{ path: 'file', message: 'is required: a .docx upload, or JSON with name and text' }] });
        }
      }),
    );

  const updateInput = (ctx: Context): TE.TaskEither<HttpError, Update> =>
    pipe(
      readUpload(ctx, options, { json: true }),
      TE.chainEitherK((request): E.Either<HttpError, Update> => {
        if (request.form === 'raw') {
          return pipe(
            decodeExact(UpdateSnippetRawQuery, request.fields),
            E.map((fields) => ({
              patch: metadata(fields, folderOf(fields.folderId)),
              source: { kind: 'file', file: { bytes: request.file.bytes, fileName: fileNameFor(fields.fileName, fields.name ?? '') } },
              force: fields.force ?? false,
            })),
          );
        }
        return pipe(
          decodeQuery(ForceQuery, ctx.query),
          E.chainW(({ force }) => {
            switch (request.form) {
              case 'json':
                return pipe(
                  decodeExact(UpdateSnippetJson, request.body),
                  E.map((body): Update => ({ patch: metadata(body, jsonFolderOf(body.folderId)), source: body.text === undefined ? null : { kind: 'text', text: body.text }, force: force ?? false })),
                );
              case 'multipart':
                return pipe(
                  decodeExact(SnippetUploadFields, request.fields),
                  E.map((fields): Update => ({
                    patch: metadata(fields, folderOf(fields.folderId)),
                    source: request.file === null ? null : { kind: 'file', file: { bytes: request.file.bytes, fileName: fileNameFor(request.file.fileName, fields.name ?? '') } },
                    force: force ?? false,
                  })),
                );
              case 'none':
                return E.right({ patch: {}, source: null, force: force ?? false });
            }
          }),
        );
      }),
    );

  router.get('/Snippets', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(SnippetSearchQuery, ctx.query)),
        TE.bindTo('query'),
        TE.bind('page', ({ query }) => TE.fromEither(pageRequestOf(query))),
        TE.chainW(({ query, page }) =>
          deps.searchSnippets({
            principal: principalOf(ctx),
            query: { ...page, q: query.q ?? null, tag: query.tag ?? null, folder: query.folderId === undefined ? null : query.folderId.toLowerCase() === 'root' ? 'root' : snippetFolderId(query.folderId) },
          }),
        ),
      ),
      (page) => {
        ctx.body = pageJson(page, snippetJson);
      },
    ),
  );

  router.post('/Snippets', (ctx) =>
    answer(
      ctx,
      pipe(
        createInput(ctx),
        TE.chainW((input) => deps.createSnippet({ ...input, principal: principalOf(ctx) })),
      ),
      (snippet) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/Snippets/${encodeURIComponent(snippet.id)}`);
        sendSnippet(ctx)(snippet);
      },
    ),
  );

  router.get('/Snippets/:id', (ctx) => answer(ctx, deps.getSnippet({ principal: principalOf(ctx), id: id(ctx) }), sendSnippet(ctx)));

  router.get('/Snippets/:id/Download', (ctx) => answer(ctx, deps.downloadSnippet({ principal: principalOf(ctx), id: id(ctx) }), (file) => sendDownload(ctx, file)));

  router.put('/Snippets/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        updateInput(ctx),
        TE.chainW((input) => deps.updateSnippet({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx) })),
      ),
      sendSnippet(ctx),
    ),
  );

  router.delete('/Snippets/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(ForceQuery, ctx.query)),
        TE.chainFirst(() => pipe(readJsonBody(ctx, options.jsonBodyLimitBytes), TE.chainEitherKW((body) => decodeExact(NoBody, body)))),
        TE.chainW(({ force }) => deps.deleteSnippet({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx), force: force ?? false })),
      ),
      () => {
        ctx.status = 204;
      },
    ),
  );
};
