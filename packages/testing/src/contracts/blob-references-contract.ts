import { analysisUsing, arbitraryFile, arbitraryFormTemplate, arbitrarySha256, arbitrarySnippet, templateVersionOf, withNewFile } from '../builders/library';
import { type MakeLibraryStores, useLibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';

/** The behaviour every BlobReferences adapter must have: every snippet and template file version, of every tenant, counts. */
export const blobReferencesContract = (make: MakeLibraryStores): void => {
  describe('BlobReferences contract', () => {
    const stores = useLibraryStores(make);
    const referenced = async (digests: ReadonlyArray<string>) => [...(await expectRight(stores().blobReferences.referenced(digests)))].sort();

    it('answers the digests that any file version of a snippet or a template points at, in any tenant', async () => {
      const [one, two] = [await givenTenant(stores()), await givenTenant(stores())];
      const snippet = arbitrarySnippet({ tenantId: one });
      await expectRight(stores().snippets.insert(snippet));
      const template = arbitraryFormTemplate({ tenantId: two });
      await expectRight(stores().templates.insert(template, templateVersionOf(template)));
      const next = withNewFile(template, { analysis: analysisUsing({}) });
      await expectRight(stores().templates.update(next.template, next.newVersion));
      const unknown = arbitrarySha256();
      expect(await referenced([snippet.file.sha256, template.file.sha256, next.template.file.sha256, unknown])).toEqual(
        [snippet.file.sha256, template.file.sha256, next.template.file.sha256].sort(),
      );
      expect(await referenced([])).toEqual([]);
    });

    it("keeps a snippet's earlier files, and lets go of the digests of deleted rows", async () => {
      const tenantId = await givenTenant(stores());
      const snippet = arbitrarySnippet({ tenantId });
      await expectRight(stores().snippets.insert(snippet));
      const replaced = { ...snippet, file: arbitraryFile(), fileVersion: 2, version: 2 };
      await expectRight(stores().snippets.update(replaced));
      expect(await referenced([snippet.file.sha256, replaced.file.sha256])).toEqual([snippet.file.sha256, replaced.file.sha256].sort());
      await expectRight(stores().snippets.delete(tenantId, snippet.id, 2));
      const template = arbitraryFormTemplate({ tenantId });
      await expectRight(stores().templates.insert(template, templateVersionOf(template)));
      const next = withNewFile(template);
      await expectRight(stores().templates.update(next.template, next.newVersion));
      await expectRight(stores().templates.delete(tenantId, template.id, next.template.version));
      expect(await referenced([snippet.file.sha256, replaced.file.sha256, template.file.sha256, next.template.file.sha256])).toEqual([]);
    });

    it('keeps a digest that two rows share until neither points at it', async () => {
      const tenantId = await givenTenant(stores());
      const file = arbitraryFile();
      const [a, b] = [arbitrarySnippet({ tenantId, file }), arbitrarySnippet({ tenantId, file })];
      await expectRight(stores().snippets.insert(a));
      await expectRight(stores().snippets.insert(b));
      await expectRight(stores().snippets.delete(tenantId, a.id, 1));
      expect(await referenced([file.sha256])).toEqual([file.sha256]);
    });

    it('answers many digests at once', async () => {
      const digests = Array.from({ length: 1500 }, () => arbitrarySha256());
      expect(await referenced(digests)).toEqual([]);
    });
  });
};
