import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import { analysisUsing, arbitraryAlias, arbitraryComputedAlias, arbitraryFormTemplate, arbitraryRule, arbitrarySnippet, templateVersionOf, withNewFile } from '../builders/library';
import { type MakeLibraryStores, useLibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';

/**
 * The behaviour every UsageQueries adapter must have, over the references its store's repositories
 * write with each template's current version, each snippet and each rule.
 */
export const usageQueriesContract = (make: MakeLibraryStores): void => {
  describe('UsageQueries contract', () => {
    const stores = useLibraryStores(make);
    const usage = () => stores().usage;
    const givenTemplate = async (tenantId: TenantId, name: string, analysis: Analysis) => {
      const template = arbitraryFormTemplate({ tenantId, name, analysis });
      await expectRight(stores().templates.insert(template, templateVersionOf(template)));
      return template;
    };
    const givenSnippet = async (tenantId: TenantId, name: string, analysis: Analysis): Promise<Snippet> => {
      const snippet = arbitrarySnippet({ tenantId, name, analysis });
      await expectRight(stores().snippets.insert(snippet));
      return snippet;
    };
    const givenRule = async (tenantId: TenantId, name: string, aliases: ReadonlyArray<string>): Promise<ConditionalRule> => {
      const rule = arbitraryRule({ tenantId, name, aliases });
      await expectRight(stores().rules.insert(rule));
      return rule;
    };

    describe('of an alias', () => {
      it('answers the templates, snippets and rules that name it or a synonym, with the names they wrote', async () => {
        const tenantId = await givenTenant(stores());
        const byField = await givenTemplate(tenantId, 'b template', analysisUsing({ fields: ['Client_Name', 'other', 'ClientName'] }));
        const byCondition = await givenTemplate(tenantId, 'A template', analysisUsing({ reads: ['petitioner name'] }));
        const byRepeat = await givenSnippet(tenantId, 'Snippet', analysisUsing({ repeats: ['CLIENTNAME'] }));
        const rule = await givenRule(tenantId, 'is_client', ['client_name', 'age']);
        await givenTemplate(tenantId, 'inserts a snippet of that name', analysisUsing({ snippets: ['client_name'] }));
        await givenRule(tenantId, 'other_rule', ['age']);

        const answer = await expectRight(usage().ofAlias(tenantId, { name: 'client_name', synonyms: ['ClientName', 'Petitioner Name'] }));
        expect(answer).toEqual({
          templates: [
            { id: byCondition.id, name: 'A template', via: ['petitioner name'] },
            { id: byField.id, name: 'b template', via: ['Client_Name', 'ClientName'] },
          ],
          snippets: [{ id: byRepeat.id, name: 'Snippet', via: ['CLIENTNAME'] }],
          rules: [{ id: rule.id, name: 'is_client', via: ['client_name'] }],
          formulas: [],
        });
      });

      it('counts only the current file version of a template', async () => {
        const tenantId = await givenTenant(stores());
        const template = await givenTemplate(tenantId, 'Template', analysisUsing({ fields: ['client_name'] }));
        const dropped = withNewFile(template, { analysis: analysisUsing({ fields: ['spouse_name'] }) });
        await expectRight(stores().templates.update(dropped.template, dropped.newVersion));
        expect((await expectRight(usage().ofAlias(tenantId, { name: 'client_name', synonyms: [] }))).templates).toEqual([]);
        expect((await expectRight(usage().ofAlias(tenantId, { name: 'spouse_name', synonyms: [] }))).templates).toEqual([{ id: template.id, name: 'Template', via: ['spouse_name'] }]);
        const renamed = { ...dropped.template, name: 'Renamed', version: dropped.template.version + 1 };
        await expectRight(stores().templates.update(renamed, null));
        expect((await expectRight(usage().ofAlias(tenantId, { name: 'spouse_name', synonyms: [] }))).templates).toEqual([{ id: template.id, name: 'Renamed', via: ['spouse_name'] }]);
      });

      it('follows updates and deletions of the users', async () => {
        const tenantId = await givenTenant(stores());
        const snippet = await givenSnippet(tenantId, 'Snippet', analysisUsing({ fields: ['client_name'] }));
        const rule = await givenRule(tenantId, 'rule', ['client_name']);
        const template = await givenTemplate(tenantId, 'Template', analysisUsing({ fields: ['client_name'] }));
        await expectRight(stores().snippets.update({ ...snippet, analysis: analysisUsing({ fields: ['other'] }), version: 2 }));
        await expectRight(stores().rules.update({ ...rule, aliases: ['other'], version: 2 }));
        await expectRight(stores().templates.delete(tenantId, template.id, 1));
        expect(await expectRight(usage().ofAlias(tenantId, { name: 'client_name', synonyms: [] }))).toEqual({ templates: [], snippets: [], rules: [], formulas: [] });
        await expectRight(stores().snippets.delete(tenantId, snippet.id, 2));
        await expectRight(stores().rules.delete(tenantId, rule.id, 2));
        expect(await expectRight(usage().ofAlias(tenantId, { name: 'other', synonyms: [] }))).toEqual({ templates: [], snippets: [], rules: [], formulas: [] });
      });

      it('answers the computed aliases whose formula reads it, following their updates and deletion', async () => {
        const tenantId = await givenTenant(stores());
        const net = arbitraryComputedAlias(['fee', 'client_name'], { tenantId, name: 'net' });
        const gross = arbitraryComputedAlias(['fee'], { tenantId, name: 'gross' });
        await expectRight(stores().aliases.insert(net));
        await expectRight(stores().aliases.insert(gross));
        await expectRight(stores().aliases.insert(arbitraryAlias({ tenantId, name: 'answered' })));
        const ofFee = () => expectRight(usage().ofAlias(tenantId, { name: 'fee', synonyms: ['Fee Amount'] }));
        expect((await ofFee()).formulas).toEqual([
          { id: gross.id, name: 'gross', via: ['fee'] },
          { id: net.id, name: 'net', via: ['fee'] },
        ]);
        await expectRight(stores().aliases.update({ ...net, formula: null, reads: [], version: 2 }));
        await expectRight(stores().aliases.delete(tenantId, gross.id, 1));
        expect(await ofFee()).toEqual({ templates: [], snippets: [], rules: [], formulas: [] });
        expect((await expectRight(usage().ofRule(tenantId, { name: 'fee' }))).formulas).toEqual([]);
      });

      it('answers nothing of another tenant', async () => {
        const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
        await givenTemplate(theirs, 'Theirs', analysisUsing({ fields: ['client_name'] }));
        await givenSnippet(theirs, 'Theirs', analysisUsing({ fields: ['client_name'] }));
        await givenRule(theirs, 'theirs', ['client_name']);
        await expectRight(stores().aliases.insert(arbitraryComputedAlias(['client_name'], { tenantId: theirs })));
        expect(await expectRight(usage().ofAlias(mine, { name: 'client_name', synonyms: [] }))).toEqual({ templates: [], snippets: [], rules: [], formulas: [] });
      });
    });

    describe('of a rule', () => {
      it('answers the templates and snippets that name it as a condition or repeat', async () => {
        const tenantId = await givenTenant(stores());
        const condition = await givenTemplate(tenantId, 'Condition', analysisUsing({ rules: ['Is_Married'] }));
        const repeat = await givenSnippet(tenantId, 'Repeat', analysisUsing({ repeats: ['is_married'] }));
        await givenTemplate(tenantId, 'Field', analysisUsing({ fields: ['is_married'] }));
        await givenRule(tenantId, 'reads_it', ['is_married']);
        expect(await expectRight(usage().ofRule(tenantId, { name: 'is_married' }))).toEqual({
          templates: [{ id: condition.id, name: 'Condition', via: ['Is_Married'] }],
          snippets: [{ id: repeat.id, name: 'Repeat', via: ['is_married'] }],
          rules: [],
          formulas: [],
        });
      });
    });

    describe('of a snippet', () => {
      it('answers the templates and other snippets that insert it', async () => {
        const tenantId = await givenTenant(stores());
        const self = await givenSnippet(tenantId, 'Signature', analysisUsing({ snippets: ['signature'] }));
        const template = await givenTemplate(tenantId, 'Template', analysisUsing({ snippets: ['SIGNATURE', 'Other'] }));
        const other = await givenSnippet(tenantId, 'Footer', analysisUsing({ snippets: ['Signature'] }));
        await givenTemplate(tenantId, 'Field', analysisUsing({ fields: ['Signature'] }));
        expect(await expectRight(usage().ofSnippet(tenantId, self))).toEqual({
          templates: [{ id: template.id, name: 'Template', via: ['SIGNATURE'] }],
          snippets: [{ id: other.id, name: 'Footer', via: ['Signature'] }],
          rules: [],
          formulas: [],
        });
      });
    });
  });
};
