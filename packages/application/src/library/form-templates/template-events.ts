import type { TenantId } from '@quire/domain/ids';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { EventPublisher } from '@quire/ports/events/event-publisher';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';

/** What a `template.created` or `template.updated` event says of the template: its public fields, never its content. */
const templateData = (template: FormTemplate) => ({
  id: template.id,
  name: template.name,
  version: template.version,
  fileVersion: template.fileVersion,
  fileName: template.file.fileName,
  size: template.file.size,
  sha256: template.file.sha256,
  updatedAt: template.updatedAt.toISOString(),
});

/**
 * Records the event of a template write that succeeded (webhooks receive it later, from the
 * outbox). Recorded after the write: a failure to record answers the request as failed (500),
 * although the template was written (ADR 0056).
 */
export const publishTemplateWritten = (events: EventPublisher, type: 'template.created' | 'template.updated', template: FormTemplate): TE.TaskEither<AppError, void> =>
  pipe(events.publish({ tenantId: template.tenantId, type, occurredAt: template.updatedAt, data: templateData(template) }), TE.mapLeft((error): AppError => error));

export const publishTemplateDeleted = (events: EventPublisher, tenantId: TenantId, id: FormTemplateId, at: Date): TE.TaskEither<AppError, void> =>
  pipe(events.publish({ tenantId, type: 'template.deleted', occurredAt: at, data: { id } }), TE.mapLeft((error): AppError => error));
