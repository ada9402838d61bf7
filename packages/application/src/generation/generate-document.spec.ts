import type { TenantId } from '@quire/domain/ids';
import type { FormTemplate } from '@quire/domain/form-template';
import { analysisUsing, arbitraryAlias, arbitraryFile, arbitraryFormTemplate, arbitraryRule, arbitrarySnippet, templateVersionOf } from '@quire/testing/builders/library';
import { principalOf } from '../../test/document-library-world';
import { generationInput, generationWorld, renderedLibrary } from '../../test/generation-world';
import { left, right } from '../../test/in-memory-world';
import { updateFormTemplate } from '../library/form-templates/update-form-template';
import { deleteSnippet } from '../library/snippets/delete-snippet';

const me = principalOf('tenant-a');

/** A tenant library: one alias, the rule and the snippet its template uses. */
const givenLibrary = async (world: ReturnType<typeof generationWorld>, tenantId: TenantId, label = 'A') => {
  const alias = arbitraryAlias({ tenantId, name: `client_${label}` });
  const rule = arbitraryRule({ tenantId, name: 'is_married' });
  const snippet = arbitrarySnippet({ tenantId, name: 'Signature' });
  const template: FormTemplate = arbitraryFormTemplate({ tenantId, analysis: analysisUsing({ rules: ['is_married'], snippets: ['signature'] }) });
  await right(world.adapters.aliases.insert(alias));
  await right(world.adapters.rules.insert(rule));
  await right(world.adapters.snippets.insert(snippet));
  await right(world.adapters.templates.insert(template, templateVersionOf(template)));
  return { alias, rule, snippet, template };
};

const generated = async (world: ReturnType<typeof generationWorld>, template: FormTemplate, principal = me) =>
  renderedLibrary((await right(world.generate(generationInput(principal, template.id)))).bytes);

describe('generateDocument through the tenant library cache', () => {
  describe('when nothing changed since the last generation', () => {
    it('reads no alias, rule, template or snippet again', async () => {
      const world = generationWorld();
      const { template } = await givenLibrary(world, me.tenantId);
      const first = await generated(world, template);
      const afterFirst = world.readCounts();
      expect(afterFirst).toEqual({ 'aliases.listAll': 1, 'rules.listAll': 1, 'templates.findById': 1, 'snippets.findByName': 1 });
      expect(await generated(world, template)).toEqual(first);
      expect(world.readCounts()).toEqual(afterFirst);
    });
  });

  describe('when the library changed since the last generation', () => {
    it('sees a new alias and a changed rule written through the repositories', async () => {
      const world = generationWorld();
      const { template, rule } = await givenLibrary(world, me.tenantId);
      await generated(world, template);
      await right(world.adapters.aliases.insert(arbitraryAlias({ tenantId: me.tenantId, name: 'added_later' })));
      expect((await generated(world, template)).aliases).toContain('added_later');
      await right(world.adapters.rules.update({ ...rule, name: 'Is_Married', version: rule.version + 1 }));
      expect((await generated(world, template)).rules).toEqual(['Is_Married']);
    });

    it("renders a template's new file uploaded through updateFormTemplate", async () => {
      const world = generationWorld();
      const { template } = await givenLibrary(world, me.tenantId);
      await generated(world, template);
      const file = { fileName: 'v2.docx', bytes: Buffer.from('Lease v2 {{> Signature}}') };
      const updated = await right(updateFormTemplate(world.libraryDeps)({ principal: me, id: template.id, expectedVersions: null, patch: {}, file }));
      expect((await generated(world, template)).template).toBe(updated.file.sha256);
    });

    it("renders a snippet's new file", async () => {
      const world = generationWorld();
      const { template, snippet } = await givenLibrary(world, me.tenantId);
      await generated(world, template);
      const changed = { ...snippet, file: arbitraryFile(), version: snippet.version + 1 };
      await right(world.adapters.snippets.update(changed));
      expect((await generated(world, template)).snippets).toEqual([`Signature:${changed.file.sha256}`]);
    });

    it('answers snippet_missing once the snippet is deleted through deleteSnippet', async () => {
      const world = generationWorld();
      const { template, snippet } = await givenLibrary(world, me.tenantId);
      await generated(world, template);
      await right(deleteSnippet(world.libraryDeps)({ principal: me, id: snippet.id, expectedVersions: null, force: true }));
      expect(await left(world.generate(generationInput(me, template.id)))).toMatchObject({ _tag: 'GenerationFailed', failure: { code: 'snippet_missing', names: ['signature'] } });
    });

    it('answers rule_missing once the rule is deleted', async () => {
      const world = generationWorld();
      const { template, rule } = await givenLibrary(world, me.tenantId);
      await generated(world, template);
      await right(world.adapters.rules.delete(me.tenantId, rule.id, rule.version));
      expect(await left(world.generate(generationInput(me, template.id)))).toMatchObject({ _tag: 'GenerationFailed', failure: { code: 'rule_missing', names: ['is_married'] } });
    });

    it('answers 404 once the template is deleted', async () => {
      const world = generationWorld();
      const { template } = await givenLibrary(world, me.tenantId);
      await generated(world, template);
      await right(world.adapters.templates.delete(me.tenantId, template.id, template.version));
      expect(await left(world.generate(generationInput(me, template.id)))).toMatchObject({ _tag: 'NotFound' });
    });
  });

  describe('with two tenants', () => {
    it("never renders one tenant's library for the other, nor finds its template", async () => {
      const world = generationWorld();
      const other = principalOf('tenant-b');
      const mine = await givenLibrary(world, me.tenantId, 'mine');
      const theirs = await givenLibrary(world, other.tenantId, 'theirs');
      expect((await generated(world, mine.template)).aliases).toEqual(['client_mine']);
      expect((await generated(world, theirs.template, other)).aliases).toEqual(['client_theirs']);
      expect((await generated(world, mine.template)).snippets).toEqual([`Signature:${mine.snippet.file.sha256}`]);
      expect(await left(world.generate(generationInput(other, mine.template.id)))).toMatchObject({ _tag: 'NotFound' });
      expect(await left(world.generate(generationInput(me, theirs.template.id)))).toMatchObject({ _tag: 'NotFound' });
    });
  });
});
