import type { Router } from '@koa/router';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { AppState } from '../../app-state';
import { component } from '../openapi/annotate';
import { sendProblem } from '../problems/send-problem';

const Check = t.keyof({ ok: null, failing: null });

export const HealthJson = component('Health', t.type({ status: t.literal('ok') }));
export const ReadinessJson = component('Readiness', t.type({ status: t.literal('ready'), checks: t.type({ database: Check, blobStore: Check }) }));

/** `GET /healthz` (the process answers) and `GET /readyz` (database and blob store reachable). */
export const registerHealthRoutes = (router: Router<AppState>, deps: Pick<Ports, 'databaseHealth' | 'blobs'>): void => {
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' } satisfies t.TypeOf<typeof HealthJson>;
  });

  router.get('/readyz', async (ctx) => {
    const [database, blobStore] = await Promise.all([deps.databaseHealth.ping()(), deps.blobs.ping()()]);
    const checks = { database: E.isRight(database) ? 'ok' : 'failing', blobStore: E.isRight(blobStore) ? 'ok' : 'failing' } as const;
    ctx.set('Cache-Control', 'no-store');
    if (checks.database === 'ok' && checks.blobStore === 'ok') ctx.body = { status: 'ready', checks } satisfies t.TypeOf<typeof ReadinessJson>;
    else sendProblem(ctx, { _tag: 'NotReady', checks });
  });
};
