import type { FieldError } from '@quire/application/app-error';
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
const tagOf = (type: t.Decoder<unknown, unknown>): string | undefined => (type as unknown as Node)._tag;

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

const expected: Readonly<Record<string, string>> = {
  StringType: 'must be a string',
  NumberType: 'must be a number',
  BooleanType: 'must be a boolean',
  ArrayType: 'must be an array',
  InterfaceType: 'must be an object',
  PartialType: 'must be an object',
  ExactType: 'must be an object',
  IntersectionType: 'must be an object',
};

const messageOf = (error: t.ValidationError): string => {
  if (error.message !== undefined) return error.message;
  if (error.value === undefined) return 'is required';
  const last = error.context[error.context.length - 1];
  const tag = last === undefined ? undefined : tagOf(last.type);
  return (tag !== undefined ? expected[tag] : undefined) ?? `must be ${last?.type.name ?? 'valid'}`;
};
