import * as E from 'fp-ts/Either';

/** A name failed the rules for display names (trimmed, 1..max characters, no control characters). */
export type InvalidName = { readonly _tag: 'InvalidName'; readonly field: string; readonly reason: string };

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Trims and checks a display name (tenant, user, key, folder...). */
export const parseDisplayName = (field: string, raw: string, max = 200): E.Either<InvalidName, string> => {
  const name = raw.trim();
  if (name.length === 0) return E.left({ _tag: 'InvalidName', field, reason: 'must not be empty' });
  if (name.length > max) return E.left({ _tag: 'InvalidName', field, reason: `must be at most ${max} characters` });
  if (CONTROL.test(name)) return E.left({ _tag: 'InvalidName', field, reason: 'must not contain control characters' });
  return E.right(name);
};

// Word types these for straight quotes as the author writes: ‘ ’ ‚ ‛ ′ and “ ” „ ‟ ″.
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033]/g;
const SPACES = /\s+/g;

/**
 * The one key names are compared by, for storing and for matching: two names with one key are one
 * name. A tenant's names are unique by it (aliases with their synonyms, rules, snippets, folders,
 * templates, answer sets: the stored `name_key`), and the document engine is given it to match
 * tags, data keys and the vocabulary. Typographic quotes count as straight ones (Word types them
 * for the author), white space is trimmed and each run of it counts as one space, case is ignored:
 * "Client’s  Clause" and "client's clause" are one name.
 */
export const nameKey = (name: string): string => name.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').trim().replace(SPACES, ' ').toLowerCase();
