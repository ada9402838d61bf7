import type { WebhookFieldLimits, WebhookInvalid } from '@quire/domain/webhooks/webhook';
import { EVENT_TYPES } from '@quire/ports/events/event-publisher';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import { type AppError, conflict, validation } from '../app-error';
import type { WebhookSettings } from './webhook-settings';

/** The domain's field limits from the settings; the event types are those of the EventPublisher port. */
export const webhookFieldLimits = (settings: WebhookSettings): WebhookFieldLimits => ({
  eventTypes: EVENT_TYPES,
  maxUrlLength: settings.maxUrlLength,
  maxDescriptionLength: settings.maxDescriptionLength,
});

/** The domain's refusal as a 422 with one entry per field. */
export const fromWebhookInvalid = (error: WebhookInvalid): AppError => validation(error.problems.map((problem) => ({ path: problem.field, message: problem.reason })));

/** A write that lost to another change of the endpoint (its version moved, or it is gone): 409 `concurrent_update`. */
export const fromWebhookWriteError = (error: StorageError | VersionConflict): AppError =>
  error._tag === 'VersionConflict' ? conflict('concurrent_update', 'the webhook changed meanwhile; read it again and retry') : error;
