import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { EventPublisher } from '@quire/ports/events/event-publisher';
import type { Clock } from '@quire/ports/platform/clock';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { currentTime } from '../../current-time';
import { publishTemplateDeleted } from './template-events';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { deleteLibraryEntity } from '../delete-library-entity';
import type { VersionedInput } from '../require-library-entity';

export type DeleteFormTemplateInput = VersionedInput<FormTemplateId>;
export type DeleteFormTemplate = (input: DeleteFormTemplateInput) => TE.TaskEither<AppError, void>;
export const DeleteFormTemplateToken: ServiceIdentifier<DeleteFormTemplate> = Symbol.for('quire.DeleteFormTemplate');

/** `DELETE /FormTemplates/:id`: the template and every file version; their blobs go with the next sweep. */
export const deleteFormTemplate =
  ({ templates, events, clock }: { templates: FormTemplateRepository; events: EventPublisher; clock: Clock }): DeleteFormTemplate =>
  (input) =>
    pipe(
      deleteLibraryEntity('FormTemplate', templates)(input),
      TE.chain(() => currentTime(clock)),
      TE.chain((now) => publishTemplateDeleted(events, input.principal.tenantId, input.id, now)),
    );
