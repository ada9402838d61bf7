import type { Expr, Value } from '@quire/expressions';
import type { NameKey } from '../name-key';

/** A data name as written in a tag: `client_name`, `Petitioner Name`, `client.address.city`, `@index`. */
export interface NameReference {
  /** As written, trimmed, inner white space collapsed to one space. */
  readonly text: string;
  /** The name's key (the compile's `NameKey` of `text`): what vocabulary and data lookups compare. */
  readonly key: string;
  /** The dotted path, when the name holds dots (`client.address.city`); resolved only if the whole name is not found. */
  readonly path: readonly string[] | undefined;
  /** The key of the path's first segment, when there is a path (read at every render of a path). */
  readonly headKey: string | undefined;
}

export type FilterArgument = string | number;

export interface FilterCall {
  readonly name: string;
  readonly args: readonly FilterArgument[];
}

/** What decides a `{{#if}}`: a name (a rule, an alias, a loop variable or a data key) or an inline expression. */
export type ConditionSyntax =
  | { readonly kind: 'name'; readonly name: NameReference }
  | { readonly kind: 'expression'; readonly text: string; readonly expr: Expr };

/** A tag's meaning, once its text is read. */
export type TagSyntax =
  | {
      readonly kind: 'field';
      /** The name read; for a calculation, its text as written (shown in warnings and by `missing: highlight`). */
      readonly name: NameReference;
      readonly filters: readonly FilterCall[];
      /** `{{qty * unit_price}}`: the value is calculated (docs/template-language.md#calculations), not read from `name`. */
      readonly calculation?: Value;
    }
  | { readonly kind: 'if'; readonly condition: ConditionSyntax }
  | { readonly kind: 'elseIf'; readonly condition: ConditionSyntax }
  | { readonly kind: 'else' }
  | { readonly kind: 'endIf' }
  | { readonly kind: 'each'; readonly target: NameReference; readonly restart: boolean }
  | { readonly kind: 'endEach' }
  | { readonly kind: 'comment' }
  | { readonly kind: 'snippet'; readonly name: string };

export type BlockTagKind = 'if' | 'elseIf' | 'else' | 'endIf' | 'each' | 'endEach';

/** Tags that produce no text of their own: a paragraph holding only these (and white space) disappears. */
export const isSilentTag = (syntax: TagSyntax): boolean => syntax.kind !== 'field' && syntax.kind !== 'snippet';

export const nameReference = (raw: string, nameKey: NameKey): NameReference => {
  const text = raw.trim().replace(/\s+/g, ' ');
  const path = text.includes('.') ? text.split('.').map((segment) => segment.trim()) : undefined;
  return { text, key: nameKey(text), path, headKey: path === undefined ? undefined : nameKey(path[0] ?? '') };
};
