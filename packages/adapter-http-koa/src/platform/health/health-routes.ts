import type { Router } from '@koa/router';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type { AppState } from '../../app-state';
import { sendProblem } from '../problems/send-problem';

/** `GET /healthz` (the process answers) and `GET /readyz` (database and blob store reachable). */
export const registerHealthRoutes = (router: Router<AppState>, deps: Pick<Ports, 'databaseHealth' | 'blobs'>): void => {
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const [database, blobStore] = await Promise.all([deps.databaseHealth.ping()(), deps.blobs.ping()()]);
    const checks = { database: E.isRight(database) ? 'ok' : 'failing', blobStore: E.isRight(blobStore) ? 'ok' : 'failing' } as const;
    ctx.set('Cache-Control', 'no-store');
    if (checks.database === 'ok' && checks.blobStore === 'ok') ctx.body = { status: 'ready', checks };
    else sendProblem(ctx, { _tag: 'NotReady', checks });
  });
};
