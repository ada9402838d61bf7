import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { fieldErrorsOf } from './field-errors-of';

/*
 * Every codec of every route, swept: whatever wrong value a client sends — at the top or
 * in any property — the message says what is accepted in words, never a codec's own name
 * (`must be AliasType`, `must be UnknownRecord`). New `*-codecs.ts` files are found by this test.
 */
const SRC = path.join(__dirname, '..', '..');
const codecFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return codecFiles(file);
    return name.endsWith('codecs.ts') && !name.endsWith('.spec.ts') ? [file] : [];
  });

type Node = { readonly _tag?: string; readonly name: string; readonly type?: Node; readonly types?: ReadonlyArray<Node>; readonly props?: Readonly<Record<string, Node>> };
const isCodec = (value: unknown): value is t.Type<unknown, unknown, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { decode?: unknown }).decode === 'function' && typeof (value as { name?: unknown }).name === 'string';

/** The property names of an object codec, through exact, intersection and readonly wrappers. */
const propsOf = (node: Node): Record<string, Node> => {
  if (node.props !== undefined) return { ...node.props };
  if (node.types !== undefined && node._tag === 'IntersectionType') return Object.assign({}, ...node.types.map(propsOf));
  return node.type !== undefined ? propsOf(node.type) : {};
};

const WRONG: ReadonlyArray<unknown> = [undefined, null, 7, -1.5, 'text', true, [1, 2, 3], {}, { unexpected: 1 }];
/** A PascalCase identifier (AliasType, UnknownRecord, CreateAliasBody) in a message. */
const INTERNAL_NAME = /\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b|UnknownRecord|\bType\b/;

const codecs = codecFiles(SRC).flatMap((file) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  Object.entries(require(file) as Record<string, unknown>).flatMap(([name, value]) => (isCodec(value) ? [[`${path.relative(SRC, file)} ${name}`, value] as const] : [])),
);

describe('the messages of every request codec', () => {
  it('finds the codecs', () => {
    expect(codecs.length).toBeGreaterThan(10);
  });

  it.each(codecs)('%s names no codec in its messages', (_, codec) => {
    const messages: string[] = [];
    const decode = (input: unknown): void => {
      const result = codec.decode(input);
      if (E.isLeft(result)) messages.push(...fieldErrorsOf(result.left).map((error) => `${error.path}: ${error.message}`));
    };
    WRONG.forEach(decode);
    const props = Object.keys(propsOf(codec as unknown as Node));
    for (const prop of props) WRONG.forEach((value) => decode({ [prop]: value }));
    expect(messages.filter((message) => INTERNAL_NAME.test(message))).toEqual([]);
  });
});
