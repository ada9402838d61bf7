import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { LibraryFieldError } from './library-errors';
import { checkCount, checkUnique, parseShortText } from './library-text';
import { type Checked, check, checkEach } from './library-validation';

export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 50;

const invalidTag = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidTag', field, reason });

/**
 * Tags of snippets and templates: at most 50, each trimmed, 1..50 characters, no control characters,
 * no two with one name key (`nameKey`). Repeats are refused, not merged, so what is stored is what was sent.
 */
export const parseTags = (raw: ReadonlyArray<string>): Checked<ReadonlyArray<string>> =>
  pipe(
    checkCount('tags', raw, MAX_TAGS, invalidTag),
    E.chain((tags) => checkEach(tags, (tag, index) => check(parseShortText(`tags[${index}]`, tag, MAX_TAG_LENGTH, invalidTag)))),
    E.chain((tags) => checkUnique('tags', tags, invalidTag)),
  );
