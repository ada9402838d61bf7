import type { AnswerSet } from '@quire/domain/answer-sets/answer-set';
import * as O from 'fp-ts/Option';
import { arbitraryAnswerSet } from '../builders/answer-sets';
import { type MakeLibraryStores, useLibraryResource } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';
import { searchBehaviour } from './search-behaviour';
import { uniqueNameBehaviour } from './unique-name-behaviour';
import { versionedBehaviour } from './versioned-behaviour';

/** The behaviour every AnswerSetRepository adapter must have. */
export const answerSetRepositoryContract = (make: MakeLibraryStores): void => {
  describe('AnswerSetRepository contract', () => {
    const { stores, repository: sets, given: givenSet } = useLibraryResource(make, (s) => s.answerSets, (repository, set: AnswerSet) => repository.insert(set), arbitraryAnswerSet);
    const ids = (items: ReadonlyArray<{ readonly id: string }>) => items.map((item) => item.id);

    describe('when an answer set is inserted', () => {
      it('is found by id and by name (ignoring case) with its answers intact, and counted in its tenant only', async () => {
        const [tenantId, other] = [await givenTenant(stores()), await givenTenant(stores())];
        const set = await givenSet(tenantId, {
          name: 'Smith – Intake',
          description: 'First meeting',
          data: { client_name: 'Zoë Smith', fee: 1250.5, married: true, children: [{ name: 'Ann', date_of_birth: '2015-03-01' }], note: null },
          templateIds: ['t-1', 't-2'],
          createdAt: new Date('2026-02-03T04:05:06.789Z'),
          version: 3,
        });
        expect(await expectRight(sets().findById(tenantId, set.id))).toEqual(O.some(set));
        expect(await expectRight(sets().findByName(tenantId, ' smith – intake '))).toEqual(O.some(set));
        expect(await expectRight(sets().count(tenantId))).toBe(1);
        expect(await expectRight(sets().count(other))).toBe(0);
        expect(await expectRight(sets().findByName(other, set.name))).toEqual(O.none);
      });
    });

    describe('searching', () => {
      it('matches q in the name and description (not in the answers), and filters by a template the set names', async () => {
        const tenantId = await givenTenant(stores());
        const lease = await givenSet(tenantId, { name: 'A lease', templateIds: ['t-lease', 't-guarantee'] });
        const will = await givenSet(tenantId, { name: 'B will', description: 'Lease of the farm', templateIds: ['t-will'] });
        await givenSet(tenantId, { name: 'C other', data: { note: 'lease' }, templateIds: ['t-lease_'] });
        const search = (q: string | null, templateId: string | null) => expectRight(sets().search(tenantId, { q, templateId, limit: 10, after: null }));
        expect(ids((await search('LEASE', null)).items)).toEqual([lease.id, will.id]);
        expect(ids((await search(null, 't-lease')).items)).toEqual([lease.id]);
        expect(ids((await search(null, 't-guarantee')).items)).toEqual([lease.id]);
        expect(ids((await search('will', 't-lease')).items)).toEqual([]);
        expect(ids((await search(null, 't-%')).items)).toEqual([]);
      });
    });

    uniqueNameBehaviour(stores, { resource: 'AnswerSet', repository: (s) => s.answerSets, arbitrary: (tenantId, name) => arbitraryAnswerSet({ tenantId, name }) });

    versionedBehaviour(stores, {
      repository: (s) => s.answerSets,
      arbitrary: (tenantId) => arbitraryAnswerSet({ tenantId }),
      changed: (set): AnswerSet => ({ ...set, data: { client_name: 'Changed', list: [1, 2] }, templateIds: ['t-9'], description: 'changed', version: set.version + 1 }),
    });

    searchBehaviour(stores, {
      given: (_stores, tenantId, name) => givenSet(tenantId, { name }),
      search: (s, tenantId, request) => expectRight(s.answerSets.search(tenantId, { ...request, templateId: null })),
      remove: async (s, set) => expectRight(s.answerSets.delete(set.tenantId, set.id, set.version)),
    });
  });
};
