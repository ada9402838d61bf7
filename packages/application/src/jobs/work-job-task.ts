import { apiKeyId } from '@quire/domain/ids';
import { type AnswerData, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { type ItemError, type Job, type JobId } from '@quire/domain/jobs/job';
import { formTemplateId } from '@quire/domain/library/library-ids';
import type { ZipEntry } from '@quire/ports/documents/zip-stream-writer';
import type { JobItem, JobTask, Lease } from '@quire/ports/jobs/job-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AppError } from '../app-error';
import { aliasIndex } from '../data-checking/check-data-against-aliases';
import { aliasKeyOf, answersOf, mergeAnswers } from '../answer-merging/merge-answers';
import { generateDocument } from '../generation/generate-document';
import { generatePacket } from '../generation/generate-packet';
import { DEFAULT_GENERATION_OPTIONS, type GeneratedFile, type GenerationLimits } from '../generation/generation-settings';
import type { LibrarySnapshot } from '../library/library-snapshot';
import * as TE from 'fp-ts/TaskEither';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import type { Principal } from '../principal';
import { errorsCsv } from './errors-csv';
import { entryName, renderFileName, UniqueNames } from './item-file-name';
import { jobPublicFields } from './job-view';
import type { JobLimits } from './job-settings';
import { decodeRecords, encodeRecord } from './result-part';

/** What became of a task: done, or nothing to do (taken by another, finished already, not ready yet). */
export type TaskOutcome = 'done' | 'nothing';
export type WorkJobTask = (task: JobTask) => TE.TaskEither<StorageError, TaskOutcome>;

/** The renderer, PDF converter and archive writer are what Generate makes documents with: each item of a batch is made exactly as `POST /FormTemplates/:id/Generate` makes a document. */
export type WorkJobTaskDeps = Pick<Ports, 'jobs' | 'blobs' | 'zipWriter' | 'events' | 'renderer' | 'pdf' | 'pdfForms' | 'archive' | 'answerSets' | 'ids' | 'clock' | 'signingCertificates' | 'secretBox'> & {
  libraryCache: TenantLibraryCache;
  generationLimits: GenerationLimits;
  limits: JobLimits;
};

/** A storage failure inside a stream (a part or the result being written): it stops the write, and the task fails whole. */
class TaskAborted extends Error {
  constructor(readonly reason: StorageError | 'lease_lost' | 'result_too_large') {
    super('job task aborted');
  }
}

const messageOf = (error: AppError): string => {
  switch (error._tag) {
    case 'GenerationFailed':
      return 'message' in error.failure && typeof error.failure.message === 'string' ? error.failure.message : error.failure.code;
    case 'NotFound':
      return `the ${error.resource} ${error.id} does not exist (any more)`;
    case 'TooComplex':
      return 'the document passed a time or memory limit of the engine';
    default:
      return 'the document could not be made';
  }
};

/** An item's generation failure as its row in the job's errors (a storage failure is no item's fault: it fails the task). */
const itemErrorOf = (item: number, error: AppError): ItemError | StorageError => {
  if (error._tag === 'StorageError') return error;
  if (error._tag === 'GenerationFailed' && error.failure.code === 'data_invalid') return { item, code: 'data_invalid', errors: error.failure.errors };
  const code = error._tag === 'GenerationFailed' ? error.failure.code : error._tag === 'NotFound' ? 'template_not_found' : error._tag === 'TooComplex' ? 'too_complex' : 'generation_failed';
  return { item, code, errors: [{ path: '', message: messageOf(error) }] };
};

const extensionOf = (fileName: string): string => fileName.slice(fileName.lastIndexOf('.') + 1) || 'docx';

/** Holds a lease: renews it when a third of it has passed; stops the task when it was lost. */
const leaseKeeper = (deps: WorkJobTaskDeps, renew: (lease: Lease) => TE.TaskEither<StorageError, boolean>) => {
  const token = deps.ids.next();
  let renewedAt = deps.clock.now().getTime();
  const lease = (): Lease => ({ token, until: new Date(deps.clock.now().getTime() + deps.limits.leaseMs), owner: deps.limits.workerName ?? 'quire' });
  return {
    token,
    first: lease(),
    keep: async (): Promise<void> => {
      const now = deps.clock.now().getTime();
      if (now - renewedAt < deps.limits.leaseMs / 3) return;
      const renewed = await renew(lease())();
      if (E.isLeft(renewed)) throw new TaskAborted(renewed.left);
      if (!renewed.right) throw new TaskAborted('lease_lost');
      renewedAt = now;
    },
  };
};

const storageFailure = (operation: string, cause: unknown): StorageError => ({ _tag: 'StorageError', operation, kind: 'failed', cause });

/**
 * Works one task of a job (ADR 0051), from the database queue or from BullMQ alike:
 * - a chunk: claims it (nobody else holds it), renders each item as Generate does (the same data
 *   check, limits and engine pool), streams the documents into one part blob, and records the part,
 *   counts and item errors in one transaction while the lease is still its own. A process killed
 *   midway records nothing; the chunk's lease lapses and another process does it whole.
 * - the finish: once every chunk is recorded, claims the assembly and streams the parts, in order,
 *   into the result .zip with `errors.csv`, then records it and the final status, and publishes
 *   the job's event. The worker that records the last chunk goes straight on to the finish.
 */
export const workJobTask =
  (deps: WorkJobTaskDeps): WorkJobTask =>
  (task) =>
  async () => {
    try {
      if (task.step === 'finish') return E.right(await finish(deps, task.jobId));
      const worked = await workChunk(deps, task.jobId, task.step);
      if (worked === 'nothing') return E.right('nothing');
      await finish(deps, task.jobId);
      return E.right('done');
    } catch (error) {
      if (error instanceof TaskAborted) return typeof error.reason === 'string' ? E.right('nothing') : E.left(error.reason);
      return E.left(storageFailure('jobs.work', error));
    }
  };

const workChunk = async (deps: WorkJobTaskDeps, id: JobId, chunk: number): Promise<TaskOutcome> => {
  const keeper = leaseKeeper(deps, (lease) => deps.jobs.renewChunk(id, chunk, lease));
  const claimed = await deps.jobs.claimChunk(id, chunk, keeper.first, deps.clock.now())();
  if (E.isLeft(claimed)) throw new TaskAborted(claimed.left);
  if (O.isNone(claimed.right)) return 'nothing';
  const { job, items } = claimed.right.value;
  const library = await deps.libraryCache.open(job.tenantId)();
  if (E.isLeft(library)) throw new TaskAborted(library.left._tag === 'StorageError' ? library.left : storageFailure('jobs.library', library.left));
  const snapshot = library.right;
  const index = aliasIndex(snapshot.vocabulary.aliases);
  const resolve = (key: string) => index.alias(key)?.name;
  // The job acts for the drafter who submitted it (the route checked the role then); it only reads the library and generates.
  const principal: Principal = { tenantId: job.tenantId, userId: job.createdBy, keyId: apiKeyId(`job:${job.id}`), keyPrefix: 'job', memberRole: 'drafter', keyRole: 'drafter' };
  const counts = { succeeded: 0, failed: 0 };
  const render = renderWith(deps, snapshot);
  // The file name reads the data the document is made of: the answer set's under the item's (read once for the chunk).
  const setId = job.settings.answerSetId ?? null;
  const underlying = setId === null ? null : await answersOf(deps)({ tenantId: job.tenantId, answerSetId: answerSetId(setId), data: {}, aliases: snapshot.vocabulary.aliases })();
  const keyOf = aliasKeyOf(snapshot.vocabulary.aliases);
  const nameData = (data: JobItem['data']) => (underlying === null || E.isLeft(underlying) ? data : mergeAnswers(underlying.right as AnswerData, data, keyOf));
  const errors: ItemError[] = [];

  async function* records(): AsyncGenerator<Uint8Array> {
    for (const item of items) {
      await keeper.keep();
      const made = await render(job, principal, item)();
      if (E.isLeft(made)) {
        const failure = itemErrorOf(item.item, made.left);
        if ('_tag' in failure) throw new TaskAborted(failure);
        errors.push(failure);
        counts.failed += 1;
        continue;
      }
      counts.succeeded += 1;
      const fallback = made.right.fileName.replace(/\.[^.]*$/, '');
      const name = entryName(job.settings.fileName === null ? '' : renderFileName(job.settings.fileName, nameData(item.data), resolve), fallback, extensionOf(made.right.fileName));
      yield* encodeRecord({ name, bytes: made.right.bytes });
    }
  }

  const part = await deps.blobs.putStream(records())();
  if (E.isLeft(part)) throw unwrapAbort(part.left);
  const outcome = { part: part.right.size > 0 ? part.right : null, ...counts, errors };
  const recorded = await deps.jobs.completeChunk(id, chunk, keeper.token, outcome, deps.clock.now())();
  if (E.isLeft(recorded)) throw new TaskAborted(recorded.left);
  return recorded.right ? 'done' : 'nothing';
};

/** A write whose source threw TaskAborted fails with that abort (the blob store wraps what its source throws). */
const unwrapAbort = (error: StorageError): TaskAborted => (error.cause instanceof TaskAborted ? error.cause : new TaskAborted(error));

/**
 * Renders a chunk's items as Generate does (the same use cases: data check, limits, engine pool,
 * PDF), every item of the chunk from the one library snapshot the chunk opened.
 */
const renderWith = (deps: WorkJobTaskDeps, snapshot: LibrarySnapshot) => {
  const generation = {
    ...deps,
    limits: deps.generationLimits,
    libraryCache: { open: () => TE.right(snapshot) },
  };
  const oneDocument = generateDocument(generation);
  const onePacket = generatePacket({ ...generation, archive: deps.archive });
  return (job: Job, principal: Principal, item: JobItem): TE.TaskEither<AppError, GeneratedFile> => {
    const { settings } = job;
    // A job stored before PDF forms has no `flatten` or `pdf`: the defaults fill them in.
    const options = { ...DEFAULT_GENERATION_OPTIONS, ...settings.options, fileName: null };
    const answerSet = settings.answerSetId === undefined || settings.answerSetId === null ? null : answerSetId(settings.answerSetId);
    return job.kind === 'batch'
      ? oneDocument({ principal, id: formTemplateId(settings.templateIds[0] ?? ''), data: item.data, answerSetId: answerSet, format: settings.format, options })
      : onePacket({ principal, templateIds: settings.templateIds.map(formTemplateId), data: item.data, answerSetId: answerSet, format: settings.format, bundle: settings.bundle, options });
  };
};

const ERRORS_CSV = 'errors.csv';

const finish = async (deps: WorkJobTaskDeps, id: JobId): Promise<TaskOutcome> => {
  const keeper = leaseKeeper(deps, (lease) => deps.jobs.renewFinish(id, lease));
  const claimed = await deps.jobs.claimFinish(id, keeper.first, deps.clock.now())();
  if (E.isLeft(claimed)) throw new TaskAborted(claimed.left);
  if (O.isNone(claimed.right)) return 'nothing';
  const parts = await deps.jobs.parts(id)();
  if (E.isLeft(parts)) throw new TaskAborted(parts.left);
  const errors = await deps.jobs.itemErrors(id, Number.MAX_SAFE_INTEGER)();
  if (E.isLeft(errors)) throw new TaskAborted(errors.left);
  const digests = parts.right;
  const itemErrors = errors.right.errors;
  const names = new UniqueNames();
  names.take(ERRORS_CSV);

  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const digest of digests) {
      const stream = await deps.blobs.getStream(digest)();
      if (E.isLeft(stream)) throw new TaskAborted(stream.left);
      if (O.isNone(stream.right)) throw new TaskAborted(storageFailure('jobs.part', 'a recorded part is missing'));
      for await (const record of decodeRecords(stream.right.value.chunks)) {
        await keeper.keep();
        yield { name: names.take(record.name), bytes: record.bytes };
      }
    }
    yield { name: ERRORS_CSV, bytes: errorsCsv(itemErrors) };
  }

  async function* limited(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    let size = 0;
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > deps.limits.maxResultBytes) throw new TaskAborted('result_too_large');
      yield chunk;
    }
  }

  const written = await deps.blobs.putStream(limited(deps.zipWriter.zip(entries())))();
  let result: { digest: string; size: number } | null;
  if (E.isRight(written)) result = written.right;
  else {
    const abort = unwrapAbort(written.left);
    if (abort.reason !== 'result_too_large') throw abort;
    result = null;
  }
  const finished = await deps.jobs.finish(id, keeper.token, result, deps.clock.now())();
  if (E.isLeft(finished)) throw new TaskAborted(finished.left);
  if (O.isNone(finished.right)) return 'nothing';
  const job = finished.right.value;
  const type = job.status === 'cancelled' ? 'job.cancelled' : job.status === 'failed' ? 'job.failed' : 'job.succeeded';
  await deps.events.publish({ tenantId: job.tenantId, type, occurredAt: deps.clock.now(), data: jobPublicFields(job) })();
  return 'done';
};
