import * as t from 'io-ts';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), or the part of one a codec adds to what is derived. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * What a codec says about itself for its OpenAPI schema beyond its structure: a description,
 * examples, a format, a default, and the limits the domain enforces (maxLength, minimum,
 * maxItems, pattern, an enum of the values the use case accepts …). The notes describe; the
 * codec still decides what it accepts, exactly as before it was annotated.
 */
export type SchemaNotes = JsonSchema & {
  readonly description?: string;
  readonly examples?: ReadonlyArray<unknown>;
  readonly format?: string;
  readonly default?: unknown;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
};

/**
 * A codec with its notes, and, for a shape several schemas share, the name of its entry in
 * `components/schemas` (or, for a query parameter, `components/parameters`). It is an io-ts
 * refinement that accepts whatever the codec accepts, so io-ts (exact's stripping, intersections)
 * and our decode-error messages see through it to the codec it wraps.
 */
export class Annotated<C extends t.Mixed> extends t.RefinementType<C, t.TypeOf<C>, t.OutputOf<C>, t.InputOf<C>> {
  constructor(
    type: C,
    readonly notes: SchemaNotes,
    readonly component: string | undefined,
  ) {
    super(type.name, type.is, (input, context) => type.validate(input, context), type.encode, type, () => true);
  }
}

/** `codec`, documented with `notes` (merged over what an annotation inside already says). */
export const annotate = <C extends t.Mixed>(codec: C, notes: SchemaNotes): Annotated<C> => new Annotated(codec, notes, undefined);

/** `codec` as the named, shared schema `name`: every use of it in the document is a `$ref` to the one entry. */
export const component = <C extends t.Mixed>(name: string, codec: C, notes: SchemaNotes = {}): Annotated<C> => new Annotated(codec, notes, name);
