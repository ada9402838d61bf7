import type { AnswerData, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { Alias } from '@quire/domain/library/aliases/alias';
import type { TenantId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { requireLibraryEntity } from '../library/require-library-entity';
import { nameKey } from '@quire/domain/names';

/**
 * The data a generation fills with: the answer set's, with the request's `data` winning key by key
 * (docs/generation.md). Keys are the same when they name the same alias (by name or any synonym) or, when no
 * alias, match as the engine matches names: `{ "Client Name": … }` in the request replaces the set's `client_name`.
 */
export const mergeAnswers = (
  saved: AnswerData,
  data: Readonly<Record<string, unknown>>,
  aliasKeyOf: (key: string) => string,
): Readonly<Record<string, unknown>> => {
  const given = new Set(Object.keys(data).map(aliasKeyOf));
  return { ...Object.fromEntries(Object.entries(saved).filter(([key]) => !given.has(aliasKeyOf(key)))), ...data };
};

const aliasKeys = new WeakMap<object, (key: string) => string>();

/** A data key's identity for merging: its alias's name when it names one (by name or synonym), else the key, both by their name key. Made once per aliases array. */
export const aliasKeyOf = (aliases: ReadonlyArray<{ readonly name: string; readonly synonyms: ReadonlyArray<string> }>): ((key: string) => string) => {
  const known = aliasKeys.get(aliases);
  if (known !== undefined) return known;
  const byKey = new Map<string, string>();
  for (const alias of aliases) for (const name of [alias.name, ...alias.synonyms]) byKey.set(nameKey(name), nameKey(alias.name));
  const keyOf = (key: string): string => byKey.get(nameKey(key)) ?? nameKey(key);
  aliasKeys.set(aliases, keyOf);
  return keyOf;
};

/**
 * The data a generation fills with (docs/generation.md): the request's alone, or with `answerSetId` the
 * tenant's answer set under it (another tenant's is NotFound, as a missing one), the request's
 * `data` winning key by key.
 */
export const answersOf =
  (deps: Pick<Ports, 'answerSets'>) =>
  (input: { readonly tenantId: TenantId; readonly answerSetId: AnswerSetId | null; readonly data: Readonly<Record<string, unknown>>; readonly aliases: ReadonlyArray<Alias> }): TE.TaskEither<AppError, Readonly<Record<string, unknown>>> =>
  async () => {
    if (input.answerSetId === null) return E.right(input.data);
    const set = await requireLibraryEntity('AnswerSet', deps.answerSets)(input.tenantId, input.answerSetId)();
    return E.isLeft(set) ? set : E.right(mergeAnswers(set.right.data, input.data, aliasKeyOf(input.aliases)));
  };
