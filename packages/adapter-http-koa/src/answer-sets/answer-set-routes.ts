import type { answerSetUseCases } from '@quire/application/answer-sets/answer-set-use-cases';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import { type AnswerData, type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { decodeExact } from '../platform/body/decode-exact';
import { withoutQuery } from '../platform/body/decode-query';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { readJsonBody } from '../platform/body/read-json-body';
import { answerSearch } from '../platform/paging/page-request';
import { answer } from '../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../platform/versions/change-request';
import { AnswerSetSearchQuery, CreateAnswerSetBody, UpdateAnswerSetBody } from './answer-set-codecs';
import { answerSetJson } from './answer-set-json';

type Deps = UseCasesOf<typeof answerSetUseCases>;
type Options = { readonly prefix: string; readonly jsonBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits };

/** Parsed JSON holds only JSON values: the decoded record is the answers as the domain types them. */
const withAnswers = <B extends { readonly data?: Readonly<Record<string, unknown>> }>(body: B): Omit<B, 'data'> & { readonly data?: AnswerData } => body as Omit<B, 'data'> & { readonly data?: AnswerData };

/** SPEC §4.1 `/AnswerSets`: search (`q`, `templateId`), save, read, update (If-Match) and delete. Bodies are scanned for depth and keys as generation data is. */
export const registerAnswerSetRoutes = (router: SecuredRoutes, deps: Deps, options: Options): void => {
  const idOf = (ctx: Context) => answerSetId(ctx.params['id'] ?? '');
  const bodyOf = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) =>
    pipe(
      readJsonBody(ctx, options.jsonBodyLimitBytes, options.generationDataShape),
      TE.chainEitherKW((json) => decodeExact(codec, json)),
    );
  const sendSet = (ctx: Context) => (set: AnswerSet) => sendVersioned(ctx, set.version, answerSetJson(set));

  router.get('/AnswerSets', (ctx) =>
    answerSearch(ctx, AnswerSetSearchQuery, (query, page) => deps.searchAnswerSets({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, templateId: query.templateId ?? null } }), answerSetJson),
  );

  router.post('/AnswerSets', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          bodyOf(ctx, CreateAnswerSetBody),
          TE.chainW((body) => deps.createAnswerSet({ principal: principalOf(ctx), set: withAnswers(body) })),
        ),
      ),
      (set) => sendCreated(ctx, `${options.prefix}/AnswerSets/${encodeURIComponent(set.id)}`, set.version, answerSetJson(set)),
    ),
  );

  router.get('/AnswerSets/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getAnswerSet({ principal: principalOf(ctx), id: idOf(ctx) })), sendSet(ctx)));

  router.put('/AnswerSets/:id', (ctx) =>
    answer(
      ctx,
      withChangedBody(
        ctx,
        () => pipe(bodyOf(ctx, UpdateAnswerSetBody), TE.map(withAnswers)),
        (update) => deps.updateAnswerSet({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: update.expectedVersions, patch: update.patch }),
      ),
      sendSet(ctx),
    ),
  );

  router.delete('/AnswerSets/:id', (ctx) =>
    answer(ctx, withChange(ctx, (change) => deps.deleteAnswerSet({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: change.expectedVersions })), () => sendNoContent(ctx)),
  );
};
