import type * as t from 'io-ts';
import { Annotated, type JsonSchema } from './annotate';

/*
 * The JSON Schema of an io-ts codec, derived from its structure and the notes it carries
 * (annotate.ts), so that a request or response shape is stated once (ADR 0080). A named codec
 * (`component`) is derived once into `components/schemas` and referenced everywhere else.
 */

/** The named schemas met while deriving, in the order they were first met. */
export class SchemaComponents {
  private readonly byName = new Map<string, { readonly codec: t.Mixed; schema: JsonSchema }>();

  /** The `$ref` to `codec`'s entry, derived on first use; two codecs under one name are refused. */
  refTo(codec: Annotated<t.Mixed>, name: string): JsonSchema {
    const known = this.byName.get(name);
    if (known !== undefined && known.codec !== codec) throw new Error(`Two codecs are named ${name} in the OpenAPI document.`);
    if (known === undefined) {
      const entry = { codec, schema: {} };
      this.byName.set(name, entry); // before deriving: a recursive codec meets itself
      entry.schema = derived(codec, this, true);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  get schemas(): Readonly<Record<string, JsonSchema>> {
    return Object.fromEntries([...this.byName].map(([name, { schema }]) => [name, schema]));
  }
}

/** The schema of `codec` where it is used: a `$ref` when it is a named component. */
export const jsonSchemaOf = (codec: t.Mixed, components: SchemaComponents): JsonSchema => derived(codec, components, false);

type Node = t.Mixed & {
  readonly _tag?: string;
  readonly type?: t.Mixed;
  readonly types?: ReadonlyArray<t.Mixed>;
  readonly props?: t.Props;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly codomain?: t.Mixed;
};

const isObjectSchema = (schema: JsonSchema): boolean => schema['type'] === 'object' && schema['properties'] !== undefined && schema['$ref'] === undefined && schema['allOf'] === undefined;

/** Whether the codec lets the value be absent (a union with undefined): an optional property, or a body that may be left out. */
export const mayBeAbsent = (codec: t.Mixed): boolean => {
  const node = codec as Node;
  if (node._tag === 'UndefinedType' || node._tag === 'VoidType') return true;
  if (node._tag === 'UnionType') return (node.types ?? []).some(mayBeAbsent);
  return (node._tag === 'RefinementType' || node._tag === 'ReadonlyType') && node.type !== undefined && mayBeAbsent(node.type);
};

const objectSchema = (props: t.Props, requireAll: boolean, components: SchemaComponents): JsonSchema => {
  const required = requireAll ? Object.entries(props).filter(([, codec]) => !mayBeAbsent(codec)).map(([key]) => key) : [];
  return {
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    properties: Object.fromEntries(Object.entries(props).map(([key, codec]) => [key, jsonSchemaOf(codec, components)])),
  };
};

/** Intersected objects are one object; anything else (a named schema among them) is an allOf. */
const intersection = (members: ReadonlyArray<JsonSchema>): JsonSchema => {
  if (members.every(isObjectSchema)) {
    const required = members.flatMap((member) => (member['required'] as ReadonlyArray<string> | undefined) ?? []);
    const properties = Object.assign({}, ...members.map((member) => member['properties']));
    return { type: 'object', ...(required.length > 0 ? { required } : {}), properties };
  }
  // additionalProperties sees only the properties beside it, so inside an allOf it would refuse the others'.
  return { allOf: members.map(({ additionalProperties: _closed, ...member }) => member) };
};

/** `X | null`: one schema with null among its types and values where X has a plain type; else a oneOf. */
const nullable = (member: JsonSchema): JsonSchema => {
  const type = member['type'];
  if (typeof type !== 'string' || member['$ref'] !== undefined) return { oneOf: [member, { type: 'null' }] };
  const values = member['enum'] as ReadonlyArray<unknown> | undefined;
  return { ...member, type: [type, 'null'], ...(values === undefined ? {} : { enum: [...values, null] }) };
};

const union = (codecs: ReadonlyArray<Node>, components: SchemaComponents): JsonSchema => {
  const present = codecs.filter((codec) => codec._tag !== 'UndefinedType');
  if (present.length === 1) return jsonSchemaOf(present[0] as Node, components);
  if (present.every((codec) => codec._tag === 'LiteralType')) return { enum: present.map((codec) => codec.value) };
  const nonNull = present.filter((codec) => codec._tag !== 'NullType');
  if (nonNull.length === 1 && present.length === 2) return nullable(jsonSchemaOf(nonNull[0] as Node, components));
  return { oneOf: present.map((codec) => jsonSchemaOf(codec, components)) };
};

const derived = (codec: t.Mixed, components: SchemaComponents, root: boolean): JsonSchema => {
  if (codec instanceof Annotated) {
    if (codec.component !== undefined && !root) return components.refTo(codec, codec.component);
    const inner = codec.type as Node;
    return { ...(inner._tag === undefined ? {} : jsonSchemaOf(inner, components)), ...codec.notes };
  }
  const node = codec as Node;
  switch (node._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownType':
      return {};
    case 'AnyDictionaryType':
      return { type: 'object', additionalProperties: true };
    case 'LiteralType':
      return { const: node.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(node.keys ?? {}) };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: jsonSchemaOf(node.type as t.Mixed, components) };
    case 'DictionaryType':
      return { type: 'object', additionalProperties: jsonSchemaOf(node.codomain as t.Mixed, components) };
    case 'InterfaceType':
      return objectSchema(node.props ?? {}, true, components);
    case 'PartialType':
      return objectSchema(node.props ?? {}, false, components);
    case 'ExactType':
    case 'StrictType': {
      const inner = jsonSchemaOf(node.type as t.Mixed, components);
      return isObjectSchema(inner) ? { ...inner, additionalProperties: false } : inner;
    }
    case 'IntersectionType':
      return intersection((node.types ?? []).map((member) => jsonSchemaOf(member, components)));
    case 'UnionType':
      return union(node.types ?? [], components);
    case 'RefinementType':
      return node.name === 'Int' ? { type: 'integer' } : jsonSchemaOf(node.type as t.Mixed, components);
    case 'ReadonlyType':
    case 'RecursiveType':
      return jsonSchemaOf(node.type as t.Mixed, components);
    default:
      throw new Error(`No JSON Schema can be derived from the codec "${codec.name}": annotate it with its schema (annotate.ts).`);
  }
};
