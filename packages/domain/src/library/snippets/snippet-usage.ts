import type { SnippetId } from '../library-ids';
import { type InUse, usageGuards } from '../library-usage';
import { nameKey } from '../../names';
import type { Snippet } from './snippet';

/** Templates or snippets insert this snippet, which are listed (409 `snippet_in_use`). */
export type SnippetInUse = InUse<'SnippetInUse', SnippetId>;

/** Renaming a referenced snippet breaks its users (templates insert it by name and are never rewritten). */
const guards = usageGuards('SnippetInUse', (before: Snippet, after: Snippet) => nameKey(before.name) !== nameKey(after.name));

/** Deleting is refused while referenced, unless forced (`?force=true`). */
export const assertSnippetDeletable = guards.deletable;

/** Renaming a referenced snippet is refused like a delete, unless forced. */
export const assertSnippetChangeAllowed = guards.changeAllowed;
