import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { currentTime } from '../../current-time';
import { publishTemplateDeleted } from './template-events';
import type { AppError } from '../../app-error';
import { deleteLibraryEntity } from '../delete-library-entity';
import type { VersionedInput } from '../require-library-entity';

export type DeleteFormTemplateInput = VersionedInput<FormTemplateId>;
export type DeleteFormTemplate = (input: DeleteFormTemplateInput) => TE.TaskEither<AppError, void>;

/** `DELETE /FormTemplates/:id`: the template and every file version; their blobs go with the next sweep. */
export const deleteFormTemplate =
  ({ templates, events, clock }: Pick<Ports, 'templates' | 'events' | 'clock'>): DeleteFormTemplate =>
  (input) =>
    pipe(
      deleteLibraryEntity('FormTemplate', templates)(input),
      TE.chain(() => currentTime(clock)),
      TE.chain((now) => publishTemplateDeleted(events, input.principal.tenantId, input.id, now)),
    );
