import { jobId, type ItemError, type Job, type JobKind, type JobSettings } from '@quire/domain/jobs/job';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { JobItem, JobTask } from '@quire/ports/jobs/job-repository';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, validation } from '../app-error';
import { requirePdf } from '../generation/convert-to-pdf';
import { checkPdfOptions } from '../generation/pdf-output-check';
import { requireSigningKey, type SealDeps } from '../sealing/tenant-seal';
import type { GenerationOptions, OutputFormat } from '../generation/generation-settings';
import { requireTemplate } from '../library/library-snapshot';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import type { Principal } from '../principal';
import { type CsvTable, itemsFromCsv } from './csv-items';
import type { JobLimits } from './job-settings';
import type { AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { Ports } from '@quire/ports/ports';
import { answersOf } from '../answer-merging/merge-answers';

export type BatchSource = { readonly items: ReadonlyArray<Readonly<Record<string, unknown>>> } | { readonly csv: CsvTable };

export type SubmitBatchInput = {
  readonly principal: Principal;
  readonly kind: JobKind;
  readonly templateIds: ReadonlyArray<FormTemplateId>;
  readonly source: BatchSource;
  readonly format: OutputFormat;
  readonly fileName: string | null;
  readonly bundle: 'zip' | 'merged';
  readonly answerSetId: AnswerSetId | null;
  readonly options: Omit<GenerationOptions, 'fileName'>;
};
export type SubmitBatch = (input: SubmitBatchInput) => TE.TaskEither<AppError, Job>;

export type SubmitBatchDeps = Pick<Ports, 'jobs' | 'jobQueue' | 'pdf' | 'ids' | 'clock' | 'answerSets'> &
  SealDeps & {
  libraryCache: TenantLibraryCache;
  limits: JobLimits;
};

const chunksOf = <A>(items: ReadonlyArray<A>, size: number): A[][] => {
  const chunks: A[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

/**
 * `POST /FormTemplates/:id/Batches` and `POST /FormTemplates/Batches` (docs/jobs.md): checks what can
 * be checked at once (the templates exist, PDF is available, the items are within the limit, the
 * CSV's columns are aliases and its cells their types), records the job with its items cut into
 * chunks, and hands the chunks to the queue. Answers the queued job; the items render later.
 */
export const submitBatch =
  (deps: SubmitBatchDeps): SubmitBatch =>
  (input) =>
    async () => {
      const count = 'items' in input.source ? input.source.items.length : input.source.csv.rows.length;
      if (count > deps.limits.maxItems) return E.left(validation([{ path: 'items', message: `a batch holds at most ${deps.limits.maxItems} items, not ${count}` }]));
      if (input.format === 'pdf') {
        const ready = await requirePdf(deps.pdf)();
        if (E.isLeft(ready)) return ready;
      }
      const library = await deps.libraryCache.open(input.principal.tenantId)();
      if (E.isLeft(library)) return library;
      const templates: FormTemplate[] = [];
      for (const id of input.templateIds) {
        const template = await requireTemplate(library.right)(id)();
        if (E.isLeft(template)) return template;
        templates.push(template.right);
      }
      // The `pdf` options and the seal's certificate are checked once here, not failed item by item.
      const pdfOptions = checkPdfOptions(input.options.pdf, templates, input.format);
      if (E.isLeft(pdfOptions)) return pdfOptions;
      if (input.options.pdf.seal) {
        const key = await requireSigningKey(deps)(input.principal.tenantId)();
        if (E.isLeft(key)) return key;
      }
      if (input.answerSetId !== null) {
        const answers = await answersOf(deps)({ tenantId: input.principal.tenantId, answerSetId: input.answerSetId, data: {}, aliases: library.right.vocabulary.aliases })();
        if (E.isLeft(answers)) return answers;
      }
      let items: ReadonlyArray<JobItem>;
      let itemErrors: ReadonlyArray<ItemError> = [];
      if ('items' in input.source) items = input.source.items.map((data, index) => ({ item: index + 1, data }));
      else {
        const typed = itemsFromCsv(library.right.vocabulary.aliases, input.source.csv);
        if (E.isLeft(typed)) return E.left(validation(typed.left));
        items = typed.right.items;
        itemErrors = typed.right.errors;
      }
      const now = deps.clock.now();
      const settings: JobSettings = { templateIds: input.templateIds, format: input.format, fileName: input.fileName, bundle: input.bundle, answerSetId: input.answerSetId, options: input.options };
      const job: Job = {
        id: jobId(deps.ids.next()),
        tenantId: input.principal.tenantId,
        createdBy: input.principal.userId,
        kind: input.kind,
        status: 'queued',
        settings,
        total: count,
        succeeded: 0,
        failed: itemErrors.length,
        createdAt: now,
        updatedAt: now,
        startedAt: null,
        finishedAt: null,
        version: 1,
        result: null,
      };
      const chunks = chunksOf(items, deps.limits.chunkItems);
      const created = await deps.jobs.create({ job, chunks, itemErrors })();
      if (E.isLeft(created)) return created;
      const tasks: JobTask[] = chunks.length === 0 ? [{ jobId: job.id, step: 'finish' }] : chunks.map((_, step) => ({ jobId: job.id, step }));
      // The job is recorded: a queue that fails now only delays it (the sweep of ready work finds its chunks).
      await deps.jobQueue.enqueue(tasks)();
      return E.right(job);
    };
