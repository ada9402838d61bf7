import type { Expr, Value } from '@quire/expressions';

/** A data name as written in a tag: `client_name`, `Petitioner Name`, `client.address.city`, `@index`. */
export interface NameReference {
  /** As written, trimmed, inner white space collapsed to one space. */
  readonly text: string;
  /**
   * Lower case: names compare case-insensitively. For a name read from a tag (its quotes already
   * straightened by parseTag) this is normalizeName of the name, the key vocabulary lookups use.
   */
  readonly key: string;
  /** The dotted path, when the name holds dots (`client.address.city`); resolved only if the whole name is not found. */
  readonly path: readonly string[] | undefined;
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
      /** `{{qty * unit_price}}`: the value is calculated (SPEC 3.11), not read from `name`. */
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

export const nameReference = (raw: string): NameReference => {
  const text = raw.trim().replace(/\s+/g, ' ');
  return { text, key: text.toLowerCase(), path: text.includes('.') ? text.split('.').map((segment) => segment.trim()) : undefined };
};
