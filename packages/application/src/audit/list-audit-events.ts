import type { AuditEvent } from '@quire/domain/audit/audit-event';
import type { AuditFilter } from '@quire/ports/audit/audit-log';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type ListAuditEventsInput = { readonly principal: Principal; readonly filter: AuditFilter; readonly beforeSeq: number | null; readonly limit: number };
export type ListAuditEvents = (input: ListAuditEventsInput) => TE.TaskEither<AppError, ReadonlyArray<AuditEvent>>;

/** A page of the caller's tenant's audit events, newest first, after the cursor's place. */
export const listAuditEvents =
  ({ audit }: Pick<Ports, 'audit'>): ListAuditEvents =>
  ({ principal, filter, beforeSeq, limit }) =>
    pipe(
      TE.Do,
      TE.chain(() => audit.list(principal.tenantId, filter, beforeSeq, limit)),
    );
