import type * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import type { InvalidName } from '../names';

/*
 * The rules on single input fields. Each names the offending `field` as a path into the request
 * body (`synonyms[2]`, `choices[0]`) and says why in `reason`, so the application can turn any of
 * them into a 422 entry `{ path, message }` without knowing which rule it was.
 */

/** Not an identifier of the required form (alias name, rule name, list item field). */
export type InvalidIdentifier = { readonly _tag: 'InvalidIdentifier'; readonly field: string; readonly reason: string };
/** A synonym that is empty, too long, holds a brace or `|`, or repeats another name of the alias. */
export type InvalidSynonym = { readonly _tag: 'InvalidSynonym'; readonly field: string; readonly reason: string };
/** A choice of a choice alias that is empty, too long, or repeated. */
export type InvalidChoice = { readonly _tag: 'InvalidChoice'; readonly field: string; readonly reason: string };
/** A tag that is empty, too long, repeated, or one too many. */
export type InvalidTag = { readonly _tag: 'InvalidTag'; readonly field: string; readonly reason: string };
/** A free text (description, format, name of a snippet...) that breaks its length or character rules. */
export type InvalidText = { readonly _tag: 'InvalidText'; readonly field: string; readonly reason: string };
/** File metadata that cannot be right (empty name, negative size, a digest that is no SHA-256). */
export type InvalidFile = { readonly _tag: 'InvalidFile'; readonly field: string; readonly reason: string };
/** A field that this kind of resource needs (`choices` of a choice alias, `expression` of a condition). */
export type FieldRequired = { readonly _tag: 'FieldRequired'; readonly field: string; readonly reason: string };
/** A field that this kind of resource must not have (`choices` of a text alias, `repeatOver` of a condition). */
export type FieldNotAllowed = { readonly _tag: 'FieldNotAllowed'; readonly field: string; readonly reason: string };

export type LibraryFieldError =
  | InvalidName
  | InvalidIdentifier
  | InvalidSynonym
  | InvalidChoice
  | InvalidTag
  | InvalidText
  | InvalidFile
  | FieldRequired
  | FieldNotAllowed;

/** Every field rule a create or update broke, all at once (a 422 with one entry per problem). */
export type InvalidFields = { readonly _tag: 'InvalidFields'; readonly problems: RNEA.ReadonlyNonEmptyArray<LibraryFieldError> };
