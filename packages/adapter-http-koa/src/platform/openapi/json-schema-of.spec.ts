import * as t from 'io-ts';
import { decodeExact } from '../body/decode-exact';
import { annotate, component } from './annotate';
import { SchemaComponents, jsonSchemaOf, mayBeAbsent } from './json-schema-of';

const schemaOf = (codec: t.Mixed) => {
  const components = new SchemaComponents();
  return { schema: jsonSchemaOf(codec, components), components: components.schemas };
};

describe('jsonSchemaOf', () => {
  describe('when the codec is an object', () => {
    it('requires the properties of t.type, not those of t.partial, and closes an exact one', () => {
      const codec = t.exact(t.intersection([t.type({ name: t.string, size: t.number }), t.partial({ tags: t.array(t.string), on: t.boolean })]));
      expect(schemaOf(codec).schema).toEqual({
        type: 'object',
        required: ['name', 'size'],
        properties: { name: { type: 'string' }, size: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } }, on: { type: 'boolean' } },
        additionalProperties: false,
      });
    });

    it('leaves an open object open, and a property that may be undefined optional', () => {
      expect(schemaOf(t.type({ a: t.union([t.string, t.undefined]), b: t.unknown })).schema).toEqual({ type: 'object', required: ['b'], properties: { a: { type: 'string' }, b: {} } });
    });

    it('says any JSON object for t.UnknownRecord and a map for t.record', () => {
      expect(schemaOf(t.UnknownRecord).schema).toEqual({ type: 'object', additionalProperties: true });
      expect(schemaOf(t.record(t.string, t.number)).schema).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
    });
  });

  describe('when the codec is a union', () => {
    it('folds null into the type (and the values) of a plain schema', () => {
      expect(schemaOf(t.union([t.string, t.null])).schema).toEqual({ type: ['string', 'null'] });
      expect(schemaOf(t.union([annotate(t.string, { enum: ['a', 'b'] }), t.null])).schema).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    });

    it('lists literals as an enum, keyof keys as a string enum, and anything else as a oneOf', () => {
      expect(schemaOf(t.union([t.literal('a'), t.literal(2)])).schema).toEqual({ enum: ['a', 2] });
      expect(schemaOf(t.keyof({ x: null, y: null })).schema).toEqual({ type: 'string', enum: ['x', 'y'] });
      expect(schemaOf(t.union([t.string, t.number])).schema).toEqual({ oneOf: [{ type: 'string' }, { type: 'number' }] });
    });

    it('leaves undefined out: it only makes the property optional', () => {
      expect(mayBeAbsent(t.union([t.undefined, t.strict({})]))).toBe(true);
      expect(mayBeAbsent(t.strict({}))).toBe(false);
      expect(schemaOf(t.union([t.undefined, t.strict({})])).schema).toEqual({ type: 'object', properties: {}, additionalProperties: false });
    });
  });

  describe('when the codec is annotated', () => {
    it('merges the notes over the derived schema, the outer notes last', () => {
      const name = annotate(t.string, { maxLength: 100, description: 'inner' });
      expect(schemaOf(annotate(name, { description: 'outer' })).schema).toEqual({ type: 'string', maxLength: 100, description: 'outer' });
      expect(schemaOf(t.Int).schema).toEqual({ type: 'integer' });
    });

    it('takes the whole schema from the notes of a codec made with new t.Type, and refuses one without notes', () => {
      const custom = new t.Type<string, string, unknown>('a custom string', (u): u is string => typeof u === 'string', t.string.validate, t.identity);
      expect(schemaOf(annotate(custom, { type: 'string', pattern: '^x' })).schema).toEqual({ type: 'string', pattern: '^x' });
      expect(() => schemaOf(t.type({ custom }))).toThrow(/a custom string/);
    });

    it('decodes exactly as the codec it wraps, with the same messages and paths', () => {
      const plain = t.exact(t.type({ kind: t.keyof({ a: null, b: null }) }));
      const noted = t.exact(t.type({ kind: annotate(t.keyof({ a: null, b: null }), { description: 'A kind.' }) }));
      for (const input of [{ kind: 'c' }, { kind: 'a', extra: 1 }, {}, { kind: 'b' }]) expect(decodeExact(noted, input)).toEqual(decodeExact(plain, input));
      expect(t.exact(t.type({ a: annotate(t.type({ b: t.string }), {}) })).encode({ a: { b: 'x', c: 1 } as { b: string } })).toEqual({ a: { b: 'x', c: 1 } });
    });
  });

  describe('when the codec is a component', () => {
    const Item = component('Item', t.type({ id: t.string }), { description: 'One item.' });

    it('is a $ref wherever it is used, and derived once into the components', () => {
      const { schema, components } = schemaOf(t.type({ first: Item, rest: t.readonlyArray(Item) }));
      expect(schema).toEqual({ type: 'object', required: ['first', 'rest'], properties: { first: { $ref: '#/components/schemas/Item' }, rest: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } });
      expect(components).toEqual({ Item: { type: 'object', required: ['id'], properties: { id: { type: 'string' } }, description: 'One item.' } });
    });

    it('makes an intersection with it an allOf, whose own part is not closed (it would refuse the properties of the other)', () => {
      expect(schemaOf(t.intersection([Item, t.exact(t.type({ secret: t.string }))])).schema).toEqual({
        allOf: [{ $ref: '#/components/schemas/Item' }, { type: 'object', required: ['secret'], properties: { secret: { type: 'string' } } }],
      });
    });

    it('refers to itself where a recursive codec meets itself', () => {
      type Node = { readonly children: ReadonlyArray<Node> };
      const Tree: t.Type<Node> = component('Tree', t.recursion<Node>('Tree', () => t.type({ children: t.readonlyArray(Tree) })));
      expect(schemaOf(Tree).components).toEqual({ Tree: { type: 'object', required: ['children'], properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } } });
    });

    it('refuses two codecs under one name', () => {
      expect(() => schemaOf(t.type({ a: Item, b: component('Item', t.string) }))).toThrow(/Two codecs are named Item/);
    });
  });
});
