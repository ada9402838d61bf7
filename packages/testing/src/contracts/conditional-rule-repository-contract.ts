import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import * as O from 'fp-ts/Option';
import { arbitraryExpression, arbitraryRule } from '../builders/library';
import { type MakeLibraryStores, useLibraryResource } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';
import { searchBehaviour } from './search-behaviour';
import { uniqueNameBehaviour } from './unique-name-behaviour';
import { versionedBehaviour } from './versioned-behaviour';

/** The behaviour every ConditionalRuleRepository adapter must have. */
export const conditionalRuleRepositoryContract = (make: MakeLibraryStores): void => {
  describe('ConditionalRuleRepository contract', () => {
    const { stores, repository: rules, given: givenRule, itKeepsEveryField } = useLibraryResource(make, (s) => s.rules, (repository, rule: ConditionalRule) => repository.insert(rule), arbitraryRule);
    const ids = (items: ReadonlyArray<{ readonly id: string }>) => items.map((item) => item.id);

    describe('when a rule is inserted', () => {
      itKeepsEveryField(
        'is found by id and by name (ignoring case) with every field intact',
        () => ({
          name: 'Adult_Client',
          description: 'Adults only',
          expression: { text: 'client_age >= 18 and name = "Zoë"', json: { all: [{ alias: 'client_age', op: 'gte', value: 18 }, { alias: 'name', op: 'eq', value: 'Zoë' }] }, names: ['client_age', 'name'] },
          aliases: ['client_age', 'name'],
          createdAt: new Date('2026-02-03T04:05:06.789Z'),
          version: 4,
        }),
        async (condition) => expect(await expectRight(rules().findByName(condition.tenantId, ' adult_client '))).toEqual(O.some(condition)),
      );

      itKeepsEveryField('keeps a repeat rule, which has no expression', () => ({ kind: 'repeat', expression: null, repeatOver: 'children', aliases: ['children'] }));
    });

    describe('listing and searching', () => {
      it('lists every rule of the tenant by name, and none to another tenant', async () => {
        const [tenantId, other] = [await givenTenant(stores()), await givenTenant(stores())];
        const [b, a] = [await givenRule(tenantId, { name: 'b_rule' }), await givenRule(tenantId, { name: 'A_rule' })];
        expect(await expectRight(rules().listAll(tenantId))).toEqual([a, b]);
        expect(await expectRight(rules().listAll(other))).toEqual([]);
      });

      it('matches q in the description and the expression text', async () => {
        const tenantId = await givenTenant(stores());
        const byDescription = await givenRule(tenantId, { name: 'r1', description: 'For ADULTS' });
        const byExpression = await givenRule(tenantId, { name: 'r2', expression: arbitraryExpression(['adult_client']), aliases: ['adult_client'] });
        await givenRule(tenantId, { name: 'r3' });
        expect(ids((await expectRight(rules().search(tenantId, { q: 'adult', alias: null, kind: null, limit: 10, after: null }))).items)).toEqual([byDescription.id, byExpression.id]);
      });

      it('filters by the alias a rule reads (ignoring case) and by kind', async () => {
        const tenantId = await givenTenant(stores());
        const reads = await givenRule(tenantId, { name: 'r1', aliases: ['client_age', 'married'] });
        const repeats = await givenRule(tenantId, { name: 'r2', kind: 'repeat', expression: null, repeatOver: 'children', aliases: ['children'] });
        const other = await givenRule(tenantId, { name: 'r3', aliases: ['client_age_2'] });
        const search = (alias: string | null, kind: ConditionalRule['kind'] | null) => expectRight(rules().search(tenantId, { q: null, alias, kind, limit: 10, after: null }));
        expect(ids((await search('Client_Age', null)).items)).toEqual([reads.id]);
        expect(ids((await search('children', null)).items)).toEqual([repeats.id]);
        expect(ids((await search(null, 'repeat')).items)).toEqual([repeats.id]);
        expect(ids((await search(null, 'condition')).items)).toEqual([reads.id, other.id]);
        expect(ids((await search('married', 'repeat')).items)).toEqual([]);
      });
    });

    uniqueNameBehaviour(stores, { resource: 'ConditionalRule', repository: (s) => s.rules, arbitrary: (tenantId, name) => arbitraryRule({ tenantId, name }) });

    versionedBehaviour(stores, {
      repository: (s) => s.rules,
      arbitrary: (tenantId) => arbitraryRule({ tenantId }),
      changed: (rule): ConditionalRule => ({ ...rule, kind: 'repeat', expression: arbitraryExpression(['child_age']), repeatOver: 'children', aliases: ['children'], version: rule.version + 1 }),
    });

    searchBehaviour(stores, {
      given: (_stores, tenantId, name) => givenRule(tenantId, { name }),
      search: (s, tenantId, request) => expectRight(s.rules.search(tenantId, { ...request, alias: null, kind: null })),
      remove: async (s, rule) => expectRight(s.rules.delete(rule.tenantId, rule.id, rule.version)),
    });
  });
};
