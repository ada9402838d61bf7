import * as E from 'fp-ts/Either';
import { analysisUsing, arbitraryAlias, arbitraryFormTemplate, arbitraryRule, arbitrarySnippet, templateVersionOf, withNewFile } from '../builders/library';
import { type MakeLibraryStores, useLibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';

const ROUNDS = 12;

/**
 * Writes of different rows of one tenant at the same time all succeed: a store may serialise them or
 * retry what its locks made fail, but never answers a StorageError (a deadlock) for an honest request.
 */
export const concurrentWritesContract = (make: MakeLibraryStores): void => {
  describe('concurrent writes of different rows', () => {
    const stores = useLibraryStores(make);

    it('all succeed for aliases whose keys interleave, and for rules', async () => {
      const tenantId = await givenTenant(stores());
      const results: ReadonlyArray<E.Either<unknown, void>> = await Promise.all(
        Array.from({ length: ROUNDS }, (_, index) => [
          stores().aliases.insert(arbitraryAlias({ tenantId, synonyms: [`z_syn_${index}`, `a_syn_${index}`, `m_syn_${index}`] }))(),
          stores().rules.insert(arbitraryRule({ tenantId, aliases: [`alias_${index}`, 'shared'] }))(),
        ]).flat(),
      );
      expect(results.filter(E.isLeft)).toEqual([]);
    });

    it('all succeed for snippets and templates with references, inserted and then updated', async () => {
      const tenantId = await givenTenant(stores());
      const snippets = Array.from({ length: ROUNDS }, (_, index) => arbitrarySnippet({ tenantId, analysis: analysisUsing({ fields: ['shared', `field_${index}`], snippets: ['Common'] }) }));
      const templates = Array.from({ length: ROUNDS }, (_, index) => arbitraryFormTemplate({ tenantId, analysis: analysisUsing({ fields: ['shared', `field_${index}`] }) }));
      const inserted: ReadonlyArray<E.Either<unknown, void>> = await Promise.all([...snippets.map((snippet) => stores().snippets.insert(snippet)()), ...templates.map((template) => stores().templates.insert(template, templateVersionOf(template))())]);
      expect(inserted.filter(E.isLeft)).toEqual([]);
      const updated: ReadonlyArray<E.Either<unknown, void>> = await Promise.all([
        ...snippets.map((snippet) => stores().snippets.update({ ...snippet, analysis: analysisUsing({ fields: ['other', 'shared'] }), version: 2 })()),
        ...templates.map((template) => {
          const next = withNewFile(template, { analysis: analysisUsing({ reads: ['shared'] }) });
          return stores().templates.update(next.template, next.newVersion)();
        }),
      ]);
      expect(updated.filter(E.isLeft)).toEqual([]);
      const usage = await expectRight(stores().usage.ofAlias(tenantId, { name: 'shared', synonyms: [] }));
      expect([usage.templates.length, usage.snippets.length]).toEqual([ROUNDS, ROUNDS]);
    });
  });
};
