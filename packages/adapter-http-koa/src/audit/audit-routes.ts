import { Readable } from 'node:stream';
import type { AuditUseCases } from '@quire/application/audit/audit-use-cases';
import * as E from 'fp-ts/Either';
import type { Context } from 'koa';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { decodeQuery } from '../platform/body/decode-query';
import { NoQuery } from '../platform/body/empty-codecs';
import { DEFAULT_PAGE_LIMIT } from '@quire/ports/library/search/search';
import { type OpenApiPart, authFailures, jsonContent, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';
import { decodeCursor, encodeCursor } from '../platform/paging/search-cursor';
import { answerError } from '../platform/problems/answer';
import { AuditEventPage, AuditEventsQuery, auditEventJson } from './audit-codecs';

type Deps = AuditUseCases;

const CURSOR_KIND = 'audit';

/** The place a cursor continues before, if it is one of ours. */
const beforeSeqOf = (cursor: string | undefined): E.Either<{ readonly _tag: 'InvalidCursor'; readonly cursor: string }, number | null> => {
  if (cursor === undefined) return E.right(null);
  const key = decodeCursor(cursor);
  const seq = E.isRight(key) && key.right.nameKey === CURSOR_KIND && /^[1-9]\d{0,15}$/.test(key.right.id) ? Number(key.right.id) : NaN;
  return Number.isSafeInteger(seq) ? E.right(seq) : E.left({ _tag: 'InvalidCursor', cursor });
};

/** Lines of NDJSON, one event each, as the events are read (a batch at a time). */
async function* ndjsonLines(events: AsyncIterable<Parameters<typeof auditEventJson>[0]>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(auditEventJson(event))}\n`;
}

/** `/AuditEvents` (docs/people.md#the-audit-log): the tenant's audit chain, for owners and auditors. */
export const registerAuditRoutes = (router: SecuredRoutes, deps: Deps): void => {
  const on = serve(router, auditOperations);

  on.listAuditEvents(async (ctx: Context) => {
    const query = decodeQuery(AuditEventsQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const beforeSeq = beforeSeqOf(query.right.cursor);
    if (E.isLeft(beforeSeq)) return answerError(ctx, beforeSeq.left);
    const limit = query.right.limit ?? DEFAULT_PAGE_LIMIT;
    const { from, to, actor, action, resourceId } = query.right;
    // One more than the page: whether there is a next page is known without another read.
    const found = await deps.listAuditEvents({ principal: principalOf(ctx), filter: { from, to, actor, action, resourceId }, beforeSeq: beforeSeq.right, limit: limit + 1 })();
    if (E.isLeft(found)) return answerError(ctx, found.left);
    const items = found.right.slice(0, limit);
    const last = items.at(-1);
    ctx.body = { items: items.map(auditEventJson), nextCursor: found.right.length > limit && last !== undefined ? encodeCursor({ nameKey: CURSOR_KIND, id: String(last.seq) }) : null };
  });

  on.exportAuditEvents(async (ctx: Context) => {
    const query = decodeQuery(NoQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const principal = principalOf(ctx);
    ctx.set('Content-Type', 'application/x-ndjson; charset=utf-8');
    ctx.set('Content-Disposition', 'attachment; filename="audit-events.ndjson"');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = Readable.from(ndjsonLines(deps.auditEventsInOrder(principal.tenantId)), { objectMode: false });
  });
};

/** The `/AuditEvents` routes. */
export const auditOperations = operations('AuditEvents', {
  listAuditEvents: {
    method: 'get',
    path: '/AuditEvents',
    role: 'auditor',
    summary: "The tenant's audit events, newest first: filters `from`, `to`, `actor`, `action`, `resourceId`; paged by `cursor`",
    query: AuditEventsQuery,
    responses: { '200': { description: 'A page of events', content: jsonContent(AuditEventPage) }, ...authFailures, '400': responseRef('AuditBadRequest') },
  },
  exportAuditEvents: {
    method: 'get',
    path: '/AuditEvents/Export',
    role: 'auditor',
    summary: "Every event of the tenant's audit chain in chain order, as NDJSON (one event a line), streamed",
    responses: {
      '200': { description: 'NDJSON: one AuditEvent a line, oldest first', content: { 'application/x-ndjson': { schema: { type: 'string' } } } },
      ...authFailures,
      '400': responseRef('AuditBadRequest'),
    },
  },
});

/** What the document says of `/AuditEvents`. */
export const auditOpenApi: OpenApiPart = {
  operations: auditOperations,
  responses: {
    AuditBadRequest: problemResponse(400, ['malformed_query', 'invalid_cursor'], 'Unknown query parameters or values out of range, or a cursor no page handed out'),
  },
};
