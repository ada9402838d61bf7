import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Brand, TenantId } from '../ids';
import { type LibraryEntity, changed } from '../library/library-entity';
import type { InvalidFields, LibraryFieldError } from '../library/library-errors';
import { checkCount, parseFreeText, parseShortText, sameStrings } from '../library/library-text';
import { check, checkAll, checkEach, fail, toInvalidFields } from '../library/library-validation';
import type { JsonValue } from '../library/rules/rule-expression';

export type AnswerSetId = Brand<string, 'AnswerSetId'>;
export const answerSetId = (raw: string): AnswerSetId => raw as AnswerSetId;

export const ANSWER_SET_NAME_MAX = 200;
export const ANSWER_SET_DESCRIPTION_MAX = 2000;
/** Templates one answer set names at most (a packet's most). */
export const MAX_ANSWER_SET_TEMPLATES = 50;
const TEMPLATE_ID_MAX = 64;
/** The answers' JSON text at most (characters): a matter's answers, not a document store. */
export const ANSWER_SET_DATA_MAX = 1_000_000;
/** Answer sets one tenant keeps at most. */
export const MAX_ANSWER_SETS_PER_TENANT = 10_000;

/** The answers, by alias name or synonym, as generation data is (docs/generation.md#one-document). */
export type AnswerData = { readonly [key: string]: JsonValue };

/**
 * A named, reusable set of answers for a matter or client (docs/interviews.md): generation takes it by id
 * instead of, or with, `data`. `templateIds` are the templates it was made for (a search filter, a
 * hint to the console); they may name templates deleted since.
 */
export type AnswerSet = LibraryEntity<AnswerSetId> & {
  readonly name: string;
  readonly description: string;
  readonly data: AnswerData;
  readonly templateIds: ReadonlyArray<string>;
};

export type AnswerSetInput = {
  readonly name: string;
  readonly description?: string;
  readonly data?: AnswerData;
  readonly templateIds?: ReadonlyArray<string>;
};
export type AnswerSetPatch = Partial<AnswerSetInput>;

type AnswerSetFields = Pick<AnswerSet, 'name' | 'description' | 'data' | 'templateIds'>;

const invalidText = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidText', field, reason });

const parseData = (data: AnswerData): E.Either<LibraryFieldError, AnswerData> =>
  JSON.stringify(data).length <= ANSWER_SET_DATA_MAX ? E.right(data) : E.left(invalidText('data', `must be at most ${ANSWER_SET_DATA_MAX.toLocaleString('en-US')} characters of JSON`));

const parseFields = (input: AnswerSetInput): E.Either<InvalidFields, AnswerSetFields> =>
  toInvalidFields(
    checkAll({
      name: check(parseShortText('name', input.name, ANSWER_SET_NAME_MAX, invalidText)),
      description: check(parseFreeText('description', input.description ?? '', ANSWER_SET_DESCRIPTION_MAX)),
      data: check(parseData(input.data ?? {})),
      templateIds: pipe(
        checkCount('templateIds', input.templateIds ?? [], MAX_ANSWER_SET_TEMPLATES, invalidText),
        E.chain((ids) => checkEach(ids, (id, index) => check(parseShortText(`templateIds[${index}]`, id, TEMPLATE_ID_MAX, invalidText)))),
        // Each template once, in the order first given.
        E.map((ids) => [...new Set(ids)]),
      ),
    }),
  );

/** Creates an answer set: every field rule at once. Name uniqueness in the tenant is `assertNameAvailable('AnswerSet', ...)`. */
export const createAnswerSet = (input: AnswerSetInput & { readonly id: AnswerSetId; readonly tenantId: TenantId; readonly now: Date }): E.Either<InvalidFields, AnswerSet> =>
  pipe(
    parseFields(input),
    E.map((fields) => ({ id: input.id, tenantId: input.tenantId, ...fields, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );

const same = (a: AnswerSet, b: AnswerSetFields): boolean =>
  a.name === b.name && a.description === b.description && sameStrings(a.templateIds, b.templateIds) && JSON.stringify(a.data) === JSON.stringify(b.data);

/** Applies an update (the fields given replace the stored ones; `data` is replaced whole); the same set (no new version) when nothing changes. */
export const updateAnswerSet = (set: AnswerSet, patch: AnswerSetPatch, now: Date): E.Either<InvalidFields, AnswerSet> =>
  pipe(
    parseFields({
      name: patch.name ?? set.name,
      description: patch.description ?? set.description,
      data: patch.data ?? set.data,
      templateIds: patch.templateIds ?? set.templateIds,
    }),
    E.map((fields) => (same(set, fields) ? set : changed(set, fields, now))),
  );

/** The tenant keeps at most MAX_ANSWER_SETS_PER_TENANT answer sets: a new one past it is refused. */
export const assertRoomForAnswerSet = (count: number): E.Either<InvalidFields, number> =>
  count < MAX_ANSWER_SETS_PER_TENANT ? E.right(count) : toInvalidFields(fail(invalidText('name', `the tenant already keeps ${MAX_ANSWER_SETS_PER_TENANT.toLocaleString('en-US')} answer sets, the most it may; delete some first`)));
