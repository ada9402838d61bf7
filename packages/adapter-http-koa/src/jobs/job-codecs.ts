import type { JobDetail } from '@quire/application/jobs/job-view';
import { JOB_KINDS, JOB_STATUSES, type Job, type JobKind, type JobStatus } from '@quire/domain/jobs/job';
import { jobPublicFields } from '@quire/application/jobs/job-view';
import * as t from 'io-ts';
import { BooleanParam, LimitParam } from '../platform/body/query-codecs';
import { Flatten, Format, PdfOutput, TemplateIds, requested } from '../generation/generation-codecs';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTimeText, Integer, nullable, pageOf } from '../platform/openapi/json-shapes';
import { FieldErrorJson } from '../platform/problems/problem-json';

/** Items of one batch unless BATCH_MAX_ITEMS says otherwise (docs/operations.md). */
export const DEFAULT_BATCH_MAX_ITEMS = 100_000;

const FileNameTemplate = new t.Type<string, string, unknown>(
  'a file name template of 1 to 300 characters',
  (u): u is string => typeof u === 'string',
  (u, c) => (typeof u === 'string' && u.trim().length >= 1 && u.length <= 300 ? t.success(u) : t.failure(u, c, 'must be a file name template of 1 to 300 characters')),
  t.identity,
);
const FileName = annotate(FileNameTemplate, {
  type: 'string',
  minLength: 1,
  maxLength: 300,
  description:
    "Each document's name: `{{name}}` is replaced by the item's value of that alias (plain text, nothing is evaluated); names are made safe for a zip and unique (`Letter (2).docx`). Default: the template's name.",
});

/** A batch's `options`: those of a generation but the file name (the batch's own `fileName` is a template). */
export const BatchOptions = t.exact(t.partial({ missing: requested.missing, keepContentControls: requested.keepContentControls, locale: requested.locale, timeZone: requested.timeZone }), 'BatchOptions');
const Items = annotate(t.array(t.UnknownRecord, 'a list of data objects'), {
  maxItems: DEFAULT_BATCH_MAX_ITEMS,
  description: 'One data object per document (item n is the nth, from 1). Each is checked against the aliases as Generate checks its data.',
});
const AnswerSetId = annotate(t.string, { description: "An answer set under every item: an item's data wins key by key" });

/** `POST /FormTemplates/:id/Batches` with a JSON body (docs/jobs.md). */
export const BatchBody = component(
  'BatchRequest',
  t.exact(t.intersection([t.type({ items: Items }), t.partial({ format: requested.format, flatten: Flatten, pdf: PdfOutput, fileName: FileName, answerSetId: AnswerSetId, options: BatchOptions })]), 'BatchBody'),
);

/** `POST /FormTemplates/Batches` (packets) with a JSON body. */
export const PacketBatchBody = component(
  'PacketBatchRequest',
  t.exact(
    t.intersection([
      t.type({ templateIds: TemplateIds, items: Items }),
      t.partial({
        format: requested.format,
        bundle: annotate(requested.bundle, { description: "Each item's packet as a .zip inside the result, or one merged document" }),
        flatten: Flatten,
        pdf: PdfOutput,
        fileName: FileName,
        answerSetId: AnswerSetId,
        options: BatchOptions,
      }),
    ]),
    'PacketBatchBody',
  ),
);

const TemplateIdList = annotate(
  new t.Type<ReadonlyArray<string>, string, unknown>(
    'comma-separated template ids',
    (u): u is ReadonlyArray<string> => Array.isArray(u),
    (u, c) => {
      const ids = typeof u === 'string' ? u.split(',').map((id) => id.trim()).filter((id) => id !== '') : [];
      return ids.length >= 1 && ids.length <= 50 ? t.success(ids) : t.failure(u, c, 'must be 1 to 50 template ids, separated by commas');
    },
    (ids) => ids.join(','),
  ),
  { type: 'string', description: 'template ids separated by commas (required then)' },
);

/** A CSV batch's settings, in the query string (documented as "CSV body only": a JSON body takes none). */
const csvSettings = {
  format: annotate(requested.format, { description: '`docx` (default) or `pdf`' }),
  fileName: annotate(FileName, { description: 'the file name template of each document, e.g. `{{client_name}} – engagement`' }),
  missing: annotate(requested.missing, { description: 'blank, highlight, keep or error' }),
  keepContentControls: BooleanParam,
  locale: requested.locale,
  timeZone: requested.timeZone,
  answerSetId: annotate(t.string, { description: "an answer set under every row (a row's cells win key by key)" }),
};

export const CsvBatchQuery = t.exact(t.partial(csvSettings), 'CsvBatchQuery');
export const CsvPacketBatchQuery = t.exact(
  t.intersection([t.type({ templateIds: TemplateIdList }), t.partial({ bundle: annotate(requested.bundle, { description: 'zip or merged' }), ...csvSettings })]),
  'CsvPacketBatchQuery',
);

const keys = <K extends string>(values: ReadonlyArray<K>, name: string) => t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<K, null>, name);
const Status = keys<JobStatus>(JOB_STATUSES, JOB_STATUSES.join(', '));
const Kind = keys<JobKind>(JOB_KINDS, JOB_KINDS.join(', '));

/** `GET /Jobs`: `status`, `kind`, and paging. */
export const JobsQuery = t.exact(
  t.partial({
    status: annotate(Status, { description: 'queued, running, cancelling, succeeded, failed or cancelled' }),
    kind: annotate(Kind, { description: 'batch or packet_batch' }),
    limit: LimitParam,
    cursor: annotate(t.string, { description: 'The `nextCursor` of the previous page.' }),
  }),
  'JobsQuery',
);

/** A job as clients (and webhooks) see it: the application's JobView. */
export const JobJson = component(
  'Job',
  t.type({
    id: t.string,
    kind: Kind,
    status: annotate(Status, { description: 'failed: no item made a document, or the result passed its size limit' }),
    templateIds: t.readonlyArray(t.string),
    format: Format,
    total: Integer,
    succeeded: Integer,
    failed: Integer,
    done: annotate(Integer, { description: 'succeeded + failed: the progress' }),
    resultReady: t.boolean,
    resultSize: nullable(Integer),
    createdAt: DateTimeText,
    updatedAt: DateTimeText,
    startedAt: nullable(DateTimeText),
    finishedAt: nullable(DateTimeText),
    version: Integer,
  }),
);

const JobItemError = component(
  'JobItemError',
  t.type({
    item: annotate(Integer, { minimum: 1, description: 'The 1-based row (CSV: data rows after the header) or position in items' }),
    code: annotate(t.string, { description: 'cell_invalid, data_invalid, missing_values, too_complex, template_not_found, ...' }),
    errors: t.readonlyArray(FieldErrorJson),
  }),
);

/** One job (GET /Jobs/:id, the 202 of a batch): with its item errors by row (the first ones) and how many there are. */
export const JobDetailJson = component(
  'JobDetail',
  t.intersection([
    JobJson,
    t.type({
      errors: annotate(t.readonlyArray(JobItemError), { description: "The first 1,000 item errors by row; all of them are in the result's errors.csv" }),
      errorCount: Integer,
      errorsTruncated: t.boolean,
    }),
  ]),
);

export const JobPage = pageOf('JobPage', JobJson);

/** A job in a list: its public fields. */
export const jobJson = (job: Job): t.TypeOf<typeof JobJson> => jobPublicFields(job);

export const jobDetailJson = ({ job, errors, errorCount }: JobDetail): t.TypeOf<typeof JobDetailJson> => ({ ...jobPublicFields(job), errors, errorCount, errorsTruncated: errorCount > errors.length });
