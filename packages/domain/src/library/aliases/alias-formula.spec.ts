import * as E from 'fp-ts/Either';
import { T0, later } from '@quire/testing/builders/instants';
import { type Alias, type AliasInput, createAlias, updateAlias } from './alias';
import type { AliasFormula } from './alias-formula';
import { tenantId } from '../../ids';
import { aliasId } from '../library-ids';

/** A formula as the language would parse it: here only its names matter. */
const formula = (text: string, names: ReadonlyArray<string>): AliasFormula => ({ text, json: { text }, names });

let ids = 0;
const saved = (input: AliasInput, vocabulary: ReadonlyArray<Alias> = []): Alias => {
  ids += 1;
  const alias = createAlias({ id: aliasId(`a${ids}`), tenantId: tenantId('t1'), now: T0, ...input }, vocabulary);
  if (E.isLeft(alias)) throw new Error(JSON.stringify(alias.left));
  return alias.right;
};

describe('computed aliases', () => {
  const items = saved({ name: 'items', type: 'list', itemFields: ['amount'], synonyms: ['Line Items'] });
  const rate = saved({ name: 'tax_rate', type: 'number' });
  const client = saved({ name: 'client', type: 'text' });

  describe('when created with a formula', () => {
    it('keeps it and lists the aliases it reads by their own names, a synonym or a dotted path resolved', () => {
      const total = saved({ name: 'total', type: 'currency', formula: formula('sum(`Line Items`, "amount") * (1 + tax_rate)', ['Line Items', 'tax_rate', 'client.address']) }, [items, rate, client]);
      expect(total).toMatchObject({ formula: { text: 'sum(`Line Items`, "amount") * (1 + tax_rate)' }, reads: ['items', 'tax_rate', 'client'] });
    });

    it('reads nothing without one', () => {
      expect(saved({ name: 'plain', type: 'number' })).toMatchObject({ formula: null, reads: [] });
    });

    it('refuses a formula that reads a name no alias has, listing every such name', () => {
      expect(createAlias({ id: aliasId('x'), tenantId: tenantId('t1'), now: T0, name: 'total', type: 'number', formula: formula('a + tax_rate + b', ['a', 'tax_rate', 'b']) }, [rate])).toEqual(
        E.left({ _tag: 'UnknownAliases', names: ['a', 'b'] }),
      );
    });

    it.each<[AliasInput['type']]>([['boolean'], ['choice'], ['list']])('refuses a formula on a %s alias', (type) => {
      const created = createAlias({ id: aliasId('x'), tenantId: tenantId('t1'), now: T0, name: 'x', type, choices: ['a'], formula: formula('tax_rate', ['tax_rate']) }, [rate]);
      expect(E.isLeft(created) && created.left).toMatchObject({ _tag: 'InvalidFields', problems: expect.arrayContaining([expect.objectContaining({ _tag: 'FieldNotAllowed', field: 'formula' })]) as unknown });
    });

    it('refuses a formula that reads the alias itself, by name or synonym, as a cycle', () => {
      expect(createAlias({ id: aliasId('x'), tenantId: tenantId('t1'), now: T0, name: 'total', synonyms: ['Total Due'], type: 'number', formula: formula('`Total Due` + 1', ['Total Due']) })).toEqual(
        E.left({ _tag: 'FormulaCycle', cycle: ['total', 'total'] }),
      );
    });
  });

  describe('when formulas would read each other in a circle', () => {
    const a = saved({ name: 'a', type: 'number', formula: formula('b * 2', ['b']) }, [saved({ name: 'b', type: 'number' })]);

    it('refuses the alias that closes it, naming the circle from it', () => {
      const b = saved({ name: 'b', type: 'number' });
      const c = saved({ name: 'c', type: 'number', formula: formula('a + 1', ['a']) }, [a, b]);
      // b gains a formula reading c: b → c → a → b.
      expect(updateAlias(b, { formula: formula('c - 1', ['c']) }, later(1), [a, b, c])).toEqual(E.left({ _tag: 'FormulaCycle', cycle: ['b', 'c', 'a', 'b'] }));
    });

    it('finds it through the new name of the alias being renamed', () => {
      const other = saved({ name: 'other', type: 'number', formula: formula('renamed + 1', ['renamed']) }, [saved({ name: 'renamed', type: 'number' })]);
      const candidate = saved({ name: 'candidate', type: 'number' });
      expect(updateAlias(candidate, { name: 'renamed', formula: formula('other', ['other']) }, later(1), [other, candidate])).toEqual(
        E.left({ _tag: 'FormulaCycle', cycle: ['renamed', 'other', 'renamed'] }),
      );
    });

    it('accepts a diamond (two paths to one alias are no circle) and a long chain', () => {
      const base = saved({ name: 'base', type: 'number' });
      const left = saved({ name: 'left', type: 'number', formula: formula('base', ['base']) }, [base]);
      const right = saved({ name: 'right', type: 'number', formula: formula('base', ['base']) }, [base]);
      expect(saved({ name: 'top', type: 'number', formula: formula('left + right', ['left', 'right']) }, [base, left, right]).reads).toEqual(['left', 'right']);
      const chain: Alias[] = [base];
      for (let index = 0; index < 20_000; index += 1) {
        const previous = chain[chain.length - 1]?.name ?? 'base';
        chain.push(saved({ name: `step_${index}`, type: 'number', formula: formula(`${previous} + 1`, [previous]) }, index === 0 ? [base] : [chain[chain.length - 1] as Alias]));
      }
      const last = chain[chain.length - 1] as Alias;
      expect(updateAlias(base, { formula: formula('step_19999', [last.name]) }, later(1), chain)).toMatchObject(E.left({ _tag: 'FormulaCycle' }));
    });
  });

  describe('when updated', () => {
    const total = saved({ name: 'total', type: 'number', formula: formula('tax_rate * 100', ['tax_rate']) }, [rate]);

    it('keeps the formula unless the patch sends one; null clears it', () => {
      expect(updateAlias(total, { label: 'Total' }, later(1), [rate])).toEqual(E.right(expect.objectContaining({ label: 'Total', formula: total.formula, reads: ['tax_rate'] })));
      expect(updateAlias(total, { formula: null }, later(1), [rate])).toEqual(E.right(expect.objectContaining({ formula: null, reads: [], version: 2 })));
    });

    it('is the same alias when nothing changes', () => {
      expect(updateAlias(total, { formula: formula('tax_rate * 100', ['tax_rate']) }, later(1), [rate, total])).toEqual(E.right(total));
    });

    it('keeps the formula across a change of type, and refuses it for a type that cannot be computed', () => {
      expect(updateAlias(total, { type: 'text' }, later(1), [rate])).toEqual(E.right(expect.objectContaining({ type: 'text', formula: total.formula })));
      expect(updateAlias(total, { type: 'boolean' }, later(1), [rate])).toMatchObject(E.left({ _tag: 'InvalidFields', problems: [{ field: 'formula' }] }));
    });
  });
});
