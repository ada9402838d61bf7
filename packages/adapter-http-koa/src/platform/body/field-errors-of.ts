import type { FieldError } from '@quire/application/field-error';
import type * as t from 'io-ts';

/** Turns io-ts decode errors into `{ path, message }` pairs, one per path, paths as in the request. */
export const fieldErrorsOf = (errors: t.Errors): ReadonlyArray<FieldError> => {
  const byPath = new Map<string, string>();
  for (const error of errors) {
    const path = pathOf(error.context);
    if (!byPath.has(path)) byPath.set(path, messageOf(error));
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
};

type Node = { readonly _tag?: string; readonly type?: Node };

/** Exact, readonly and refinement types wrap another type; intersections and unions add index keys of their own. */
const isCombinator = (type: t.Decoder<unknown, unknown>): boolean => {
  let node = type as unknown as Node;
  while ((node._tag === 'ExactType' || node._tag === 'ReadonlyType' || node._tag === 'RefinementType') && node.type !== undefined) node = node.type;
  return node._tag === 'IntersectionType' || node._tag === 'UnionType';
};

const pathOf = (context: t.Context): string =>
  context
    .filter((_entry, index) => index > 0 && !isCombinator((context[index - 1] as t.ContextEntry).type))
    .map((entry) => entry.key)
    .join('.');

type Described = { readonly _tag?: string; readonly name: string; readonly type?: Described; readonly types?: ReadonlyArray<Described>; readonly keys?: Readonly<Record<string, unknown>>; readonly value?: unknown };

/**
 * What a codec accepts, in words for the client ("a string or null", `one of "text", "number"`):
 * never a codec's internal name (`AliasType`, `UnknownRecord`). A codec made with `new t.Type`
 * has no tag; its name is written for people (`a BCP 47 locale such as en-US`).
 */
export const describeCodec = (codec: t.Decoder<unknown, unknown>): string => describe(codec as unknown as Described, 0);

const quoted = (value: unknown): string => JSON.stringify(value);

const describe = (type: Described, depth: number): string => {
  if (depth > 8) return 'valid';
  switch (type._tag) {
    case 'StringType':
      return 'a string';
    case 'NumberType':
      return 'a number';
    case 'BigIntType':
      return 'an integer';
    case 'BooleanType':
      return 'a boolean';
    case 'NullType':
      return 'null';
    case 'UndefinedType':
    case 'VoidType':
      return 'absent';
    case 'LiteralType':
      return quoted(type.value);
    case 'KeyofType':
      return `one of ${Object.keys(type.keys ?? {}).map(quoted).join(', ')}`;
    case 'ArrayType':
    case 'ReadonlyArrayType':
    case 'UnknownArrayType':
    case 'AnyArrayType':
    case 'TupleType':
      return 'an array';
    case 'InterfaceType':
    case 'PartialType':
    case 'StrictType':
    case 'IntersectionType':
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
    case 'DictionaryType':
    case 'ObjectType':
      return 'an object';
    case 'ExactType':
    case 'ReadonlyType':
      return type.type === undefined ? 'valid' : describe(type.type, depth + 1);
    case 'RefinementType':
      return type.name === 'Int' ? 'an integer' : type.type === undefined ? 'valid' : describe(type.type, depth + 1);
    case 'UnionType': {
      const members = (type.types ?? []).filter((member) => member._tag !== 'UndefinedType');
      if (members.length > 0 && members.every((member) => member._tag === 'LiteralType')) return `one of ${members.map((member) => quoted(member.value)).join(', ')}`;
      const words = [...new Set(members.map((member) => describe(member, depth + 1)))];
      return words.length <= 1 ? (words[0] ?? 'valid') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
    }
    case undefined:
      return type.name;
    default:
      return 'valid';
  }
};

/**
 * The type declared at the error's path: the outermost of the entries that share its last key
 * (a union and the member that failed share a path; the union says what was wanted).
 */
const declaredType = (context: t.Context): t.Decoder<unknown, unknown> | undefined => {
  let index = context.length - 1;
  while (index > 0 && isCombinator((context[index - 1] as t.ContextEntry).type)) index -= 1;
  return context[index]?.type;
};

const messageOf = (error: t.ValidationError): string => {
  if (error.message !== undefined) return error.message;
  const type = declaredType(error.context);
  if (error.value === undefined) {
    // The body itself is missing (path ""), or a property the codec requires.
    if (error.context.length <= 1) return `the request needs a JSON body: ${type === undefined ? 'an object' : describeCodec(type)}`;
    return 'is required';
  }
  return `must be ${type === undefined ? 'valid' : describeCodec(type)}`;
};
