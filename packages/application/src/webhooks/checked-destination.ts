import type { WebhookTransport } from '@quire/ports/webhooks/webhook-transport';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, validation } from '../app-error';

/** The transport's guard on a URL a client sets: a refusal is a 422 on `url`, saying why. */
export const checkedDestination =
  (transport: WebhookTransport) =>
  (url: string): TE.TaskEither<AppError, void> =>
    pipe(
      transport.checkDestination(url),
      TE.mapLeft((refused) => validation([{ path: 'url', message: refused.detail }])),
    );
