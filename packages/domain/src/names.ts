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

/** Names are compared case-insensitively after trimming (SPEC §2). */
export const nameKey = (name: string): string => name.trim().toLowerCase();
