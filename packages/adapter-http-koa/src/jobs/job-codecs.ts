import { JOB_KINDS, JOB_STATUSES } from '@quire/domain/jobs/job';
import * as t from 'io-ts';
import { BooleanParam, LimitParam } from '../platform/body/query-codecs';
import { Bundle, Format, Locale, TemplateIds, TimeZone } from '../generation/generation-codecs';

const FileNameTemplate = new t.Type<string, string, unknown>(
  'a file name template of 1 to 300 characters',
  (u): u is string => typeof u === 'string',
  (u, c) => (typeof u === 'string' && u.trim().length >= 1 && u.length <= 300 ? t.success(u) : t.failure(u, c, 'must be a file name template of 1 to 300 characters')),
  t.identity,
);

const Missing = t.keyof({ blank: null, highlight: null, keep: null, error: null }, '"blank", "highlight", "keep" or "error"');

/** A batch's `options`: those of a generation but the file name (the batch's own `fileName` is a template). */
export const BatchOptions = t.exact(t.partial({ missing: Missing, keepContentControls: t.boolean, locale: Locale, timeZone: TimeZone }), 'BatchOptions');
const Items = t.array(t.UnknownRecord, 'a list of data objects');

/** `POST /FormTemplates/:id/Batches` with a JSON body (SPEC §4.2). */
export const BatchBody = t.exact(
  t.intersection([t.type({ items: Items }), t.partial({ format: Format, fileName: FileNameTemplate, answerSetId: t.string, options: BatchOptions })]),
  'BatchBody',
);

/** `POST /FormTemplates/Batches` (packets) with a JSON body. */
export const PacketBatchBody = t.exact(
  t.intersection([t.type({ templateIds: TemplateIds, items: Items }), t.partial({ format: Format, bundle: Bundle, fileName: FileNameTemplate, answerSetId: t.string, options: BatchOptions })]),
  'PacketBatchBody',
);

const TemplateIdList = new t.Type<ReadonlyArray<string>, string, unknown>(
  'comma-separated template ids',
  (u): u is ReadonlyArray<string> => Array.isArray(u),
  (u, c) => {
    const ids = typeof u === 'string' ? u.split(',').map((id) => id.trim()).filter((id) => id !== '') : [];
    return ids.length >= 1 && ids.length <= 50 ? t.success(ids) : t.failure(u, c, 'must be 1 to 50 template ids, separated by commas');
  },
  (ids) => ids.join(','),
);

const csvSettings = { format: Format, fileName: FileNameTemplate, answerSetId: t.string, missing: Missing, keepContentControls: BooleanParam, locale: Locale, timeZone: TimeZone };

/** A CSV batch's settings, in the query string. */
export const CsvBatchQuery = t.exact(t.partial(csvSettings), 'CsvBatchQuery');
export const CsvPacketBatchQuery = t.exact(t.intersection([t.type({ templateIds: TemplateIdList }), t.partial({ ...csvSettings, bundle: Bundle })]), 'CsvPacketBatchQuery');

const Status = t.keyof(Object.fromEntries(JOB_STATUSES.map((status) => [status, null])) as Record<(typeof JOB_STATUSES)[number], null>, JOB_STATUSES.join(', '));
const Kind = t.keyof(Object.fromEntries(JOB_KINDS.map((kind) => [kind, null])) as Record<(typeof JOB_KINDS)[number], null>, JOB_KINDS.join(', '));

/** `GET /Jobs`: `status`, `kind`, and paging. */
export const JobsQuery = t.exact(t.partial({ status: Status, kind: Kind, limit: LimitParam, cursor: t.string }), 'JobsQuery');
