import * as E from 'fp-ts/Either';
import type { SnippetId } from '../library-ids';
import { type Usage, isUnused } from '../library-usage';
import { nameKey } from '../../names';
import type { Snippet } from './snippet';

/** Templates or snippets insert this snippet, which are listed (409 `snippet_in_use`). */
export type SnippetInUse = { readonly _tag: 'SnippetInUse'; readonly id: SnippetId; readonly name: string; readonly usage: Usage };

const inUse = (snippet: Snippet, usage: Usage): SnippetInUse => ({ _tag: 'SnippetInUse', id: snippet.id, name: snippet.name, usage });

/** Deleting is refused while referenced, unless forced (`?force=true`). */
export const assertSnippetDeletable = (snippet: Snippet, usage: Usage, force: boolean): E.Either<SnippetInUse, Snippet> =>
  force || isUnused(usage) ? E.right(snippet) : E.left(inUse(snippet, usage));

/** Renaming a referenced snippet (templates insert it by name and are never rewritten) is refused like a delete, unless forced. */
export const assertSnippetChangeAllowed = (before: Snippet, after: Snippet, usage: Usage, force: boolean): E.Either<SnippetInUse, Snippet> =>
  force || isUnused(usage) || nameKey(before.name) === nameKey(after.name) ? E.right(after) : E.left(inUse(before, usage));
