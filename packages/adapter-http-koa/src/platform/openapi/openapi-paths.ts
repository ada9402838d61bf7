import { type Access, rolesGranting } from '@quire/domain/accounts/role';
import * as t from 'io-ts';
import { Annotated } from './annotate';
import { jsonSchemaOf, mayBeAbsent, type SchemaComponents } from './json-schema-of';
import type { Operation, Operations, QueryDoc } from './operations';

/*
 * The OpenAPI path items of the operation tables, and the schemas of every codec in them: query
 * strings become parameters, codecs anywhere (bodies, responses, parameters) their schemas.
 */

type Node = t.Mixed & { readonly _tag?: string; readonly type?: t.Mixed; readonly types?: ReadonlyArray<t.Mixed>; readonly props?: t.Props };

/** The properties of an object codec, each with whether it is required. */
const propsOf = (codec: t.Mixed): ReadonlyArray<readonly [string, t.Mixed, boolean]> => {
  const node = codec as Node;
  switch (node._tag) {
    case 'InterfaceType':
      return Object.entries(node.props ?? {}).map(([name, prop]) => [name, prop, !mayBeAbsent(prop)] as const);
    case 'PartialType':
      return Object.entries(node.props ?? {}).map(([name, prop]) => [name, prop, false] as const);
    case 'IntersectionType':
      return (node.types ?? []).flatMap(propsOf);
    case 'ExactType':
    case 'StrictType':
    case 'RefinementType':
    case 'ReadonlyType':
      return node.type === undefined ? [] : propsOf(node.type);
    default:
      throw new Error(`The query codec "${codec.name}" is no object codec.`);
  }
};

/** One query parameter per property of the query's codec; its description is the property's, its schema the rest. */
const queryParameters = (query: QueryDoc, components: SchemaComponents): ReadonlyArray<object> => {
  const { codec, when } = query instanceof t.Type ? { codec: query, when: undefined } : query;
  return propsOf(codec).map(([name, prop, required]) => {
    const { description, ...schema } = jsonSchemaOf(prop, components) as { description?: string };
    const said = when === undefined ? description : description === undefined ? when : `${when}: ${description}`;
    return {
      name,
      in: 'query',
      required: when === undefined && required,
      ...(said === undefined ? {} : { description: said }),
      schema,
      ...((schema as { type?: unknown }).type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
};

/** Every codec in `value` replaced by its schema. */
export const withSchemas = (value: unknown, components: SchemaComponents): unknown => {
  if (value instanceof Annotated || value instanceof t.Type) return jsonSchemaOf(value as t.Mixed, components);
  if (Array.isArray(value)) return value.map((item) => withSchemas(item, components));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withSchemas(item, components)]));
  return value;
};

/** Who may call an operation, in words: the roles that grant what it needs. */
export const rolesText = (needed: Access): string =>
  needed === 'member' ? 'Any member of the tenant (every role).' : `Needs the role ${needed}${needed === 'owner' ? '' : `: ${rolesGranting(needed).join(', ')}`}.`;

const operationObject = ({ method: _method, path: _path, query, parameters = [], ...operation }: Operation, components: SchemaComponents) => {
  const all = [...parameters, ...(query === undefined ? [] : queryParameters(query, components))];
  const { operationId, tags, summary, role, requestBody, responses } = operation;
  return withSchemas(
    {
      operationId,
      tags,
      summary,
      description: rolesText(role),
      'x-quire-role': role,
      ...(all.length === 0 ? {} : { parameters: all }),
      ...(requestBody === undefined ? {} : { requestBody }),
      responses,
    },
    components,
  ) as object;
};

/** The path items of the tables, in their order, paths as OpenAPI writes them (`/ApiKeys/{id}`). */
export const pathsOf = (tables: ReadonlyArray<Operations>, components: SchemaComponents): Record<string, Record<string, object>> => {
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of tables.flatMap((table) => Object.values<Operation>(table))) {
    const path = operation.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation, components) };
  }
  return paths;
};
