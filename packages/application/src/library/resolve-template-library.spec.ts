import { tenantId } from '@quire/domain/ids';
import { analysisUsing, arbitraryRule, arbitrarySnippet } from '@quire/testing/builders/library';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import { left, right } from '../../test/in-memory-world';
import { missingRules, resolveSnippets } from './resolve-template-library';

const TENANT = tenantId('tenant-generation');

const library = async (snippets: ReadonlyArray<{ name: string; includes?: string[] }>) => {
  const adapters = createInMemoryAdapters(undefined);
  for (const { name, includes } of snippets) {
    await right(adapters.snippets.insert(arbitrarySnippet({ tenantId: TENANT, name, analysis: analysisUsing({ snippets: includes ?? [] }) })));
  }
  return resolveSnippets((name) => adapters.snippets.findByName(TENANT, name), 8);
};

describe('resolveSnippets', () => {
  describe('when snippets include snippets', () => {
    it('reads every one once, whatever the case of the name that includes it', async () => {
      const resolve = await library([{ name: 'Outer', includes: ['Middle', 'inner'] }, { name: 'Middle', includes: ['Inner'] }, { name: 'Inner' }, { name: 'Unused' }]);
      const found = await right(resolve(analysisUsing({ snippets: ['outer'] })));
      expect(found.map((snippet) => snippet.name).sort()).toEqual(['Inner', 'Middle', 'Outer']);
    });

    it('stops at a cycle and at depth 8 (the engine names them)', async () => {
      const chain = Array.from({ length: 12 }, (_, i) => ({ name: `S${i}`, includes: [`S${i + 1}`] }));
      const resolve = await library([{ name: 'A', includes: ['B'] }, { name: 'B', includes: ['A'] }, ...chain]);
      expect((await right(resolve(analysisUsing({ snippets: ['A'] })))).map((snippet) => snippet.name).sort()).toEqual(['A', 'B']);
      expect(await right(resolve(analysisUsing({ snippets: ['S0'] })))).toHaveLength(8);
    });
  });

  describe('when included snippets are gone from the library', () => {
    it('answers snippet_missing naming all of them, at any depth', async () => {
      const resolve = await library([{ name: 'Outer', includes: ['Gone deep'] }]);
      const error = await left(resolve(analysisUsing({ snippets: ['Outer', 'Gone'] })));
      expect(error).toEqual({ _tag: 'GenerationFailed', failure: { code: 'snippet_missing', names: ['Gone', 'Gone deep'] } });
    });
  });
});

describe('missingRules', () => {
  it('names the rules the analyses used that the library no longer has, once each', () => {
    const rules = [arbitraryRule({ name: 'wed' })];
    expect(missingRules([analysisUsing({ rules: ['WED', 'minor'] }), analysisUsing({ rules: ['Minor'], reads: ['age'] })], rules)).toEqual(['minor']);
  });
});
