import type { EventPublisher, QuireEvent } from '@quire/ports/events/event-publisher';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

/** An EventPublisher that keeps what it is given, for specs that call a use case directly. */
export class RecordingEventPublisher implements EventPublisher {
  readonly events: QuireEvent[] = [];

  publish(event: QuireEvent): TE.TaskEither<StorageError, void> {
    this.events.push(event);
    return TE.right(undefined);
  }
}
