import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { ClockToken } from '@quire/ports/platform/clock';
import { IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { RandomSourceToken } from '@quire/ports/platform/random-source';
import { TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import { Container } from 'inversify';
import { inMemoryWorld, right } from '../test/in-memory-world';
import { applicationModule } from './application-module';
import { AuthenticateApiKeyToken } from './api-keys/authenticate-api-key';
import { BootstrapInstallationToken } from './accounts/bootstrap-installation';
import { TenantLibraryCache, TenantLibraryCacheToken } from './library/tenant-library-cache';
import { createInMemoryAdapters, inMemoryModule } from '@quire/testing/in-memory/adapters';
import { fakeFormats, fakeRuleLanguage } from '@quire/testing/fake-rule-language';
import { fakeAnalyser, fakeTextWriter } from '@quire/testing/text-as-document';
import { unavailablePdfConverter } from '@quire/testing/unavailable-pdf-converter';
import { ArchiveWriterToken } from '@quire/ports/documents/archive-writer';
import { DocumentAnalyserToken } from '@quire/ports/documents/document-analyser';
import { type DocumentRenderer, DocumentRendererToken } from '@quire/ports/documents/document-renderer';
import { PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import { TextDocumentWriterToken } from '@quire/ports/documents/text-document-writer';
import { AliasFormatCheckerToken } from '@quire/ports/library/alias-format-checker';
import { ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { RuleLanguageToken } from '@quire/ports/library/rule-language';
import { accountUseCases } from './accounts/account-use-cases';
import { apiKeyUseCases } from './api-keys/api-key-use-cases';
import { generationUseCases } from './generation/generation-use-cases';
import { aliasUseCases } from './library/aliases/alias-use-cases';
import { formTemplateUseCases } from './library/form-templates/form-template-use-cases';
import type { GenerateDocument } from './generation/generate-document';
import type { GetAlias } from './library/aliases/get-alias';
import { GetRuleToken } from './library/rules/get-rule';
import type { UseCasesOf } from './use-case-binding';
import { ruleUseCases } from './library/rules/rule-use-cases';
import { snippetFolderUseCases } from './library/snippet-folders/snippet-folder-use-cases';
import { snippetUseCases } from './library/snippets/snippet-use-cases';
import { sweepUseCases } from './sweeps/sweep-use-cases';

/** True only when X and Y are the same type (any and never included). */
type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

const featureMaps = { accountUseCases, apiKeyUseCases, generationUseCases, aliasUseCases, formTemplateUseCases, ruleUseCases, snippetFolderUseCases, snippetUseCases, sweepUseCases };

describe('applicationModule', () => {
  describe('when the ports are bound', () => {
    it('resolves use cases wired to those ports', async () => {
      const world = inMemoryWorld();
      const container = new Container();
      container.bind(ApiKeyRepositoryToken).toConstantValue(world.apiKeys);
      container.bind(UserRepositoryToken).toConstantValue(world.users);
      container.bind(TenantRepositoryToken).toConstantValue(world.tenants);
      container.bind(IdGeneratorToken).toConstantValue(world.ids);
      container.bind(RandomSourceToken).toConstantValue(world.random);
      container.bind(KeyHasherToken).toConstantValue(world.hasher);
      container.bind(ClockToken).toConstantValue(world.clock);
      container.loadSync(applicationModule);

      const bootstrap = container.get(BootstrapInstallationToken);
      const result = await right(bootstrap({ tenantName: 't', userEmail: 'a@b.c', userName: 'a', keyName: 'k' }));
      if (O.isNone(result)) throw new Error('expected a bootstrap');
      await expect(right(container.get(AuthenticateApiKeyToken)(result.value.secret))).resolves.toMatchObject({ keyId: result.value.key.id });
      await expect(right(world.tenants.count())).resolves.toBe(1);
    });
  });

  describe('the tenant library cache', () => {
    it('is one per container, shared by every generation', () => {
      const container = new Container();
      container.loadSync(inMemoryModule(createInMemoryAdapters()), applicationModule);
      const cache = container.get(TenantLibraryCacheToken);
      expect(cache).toBeInstanceOf(TenantLibraryCache);
      expect(container.get(TenantLibraryCacheToken)).toBe(cache);
    });
  });

  describe('when every port is bound', () => {
    it('resolves every use case of every feature map to a function', () => {
      const container = new Container();
      container.loadSync(inMemoryModule(createInMemoryAdapters()), applicationModule);
      container.bind(DocumentAnalyserToken).toConstantValue(fakeAnalyser);
      container.bind(TextDocumentWriterToken).toConstantValue(fakeTextWriter);
      container.bind(RuleLanguageToken).toConstantValue(fakeRuleLanguage);
      container.bind(AliasFormatCheckerToken).toConstantValue(fakeFormats);
      container.bind(PdfConverterToken).toConstantValue(unavailablePdfConverter());
      container.bind(DocumentRendererToken).toConstantValue({} as DocumentRenderer);
      container.bind(ArchiveWriterToken).toConstantValue({ zip: () => { throw new Error('not in this test'); } });
      const tokens = Object.values(featureMaps).flatMap((map) => Object.entries(map));
      expect(tokens.length).toBeGreaterThan(40);
      for (const [name, token] of tokens) expect([name, typeof container.get(token)]).toEqual([name, 'function']);
    });
  });

  describe('when only the ports a use case takes are bound', () => {
    it('resolves it: a use case is bound with the ports it uses and no others', async () => {
      const container = new Container();
      container.bind(ConditionalRuleRepositoryToken).toConstantValue(createInMemoryAdapters().rules);
      container.loadSync(applicationModule);
      const getRule = container.get(GetRuleToken);
      const principal = { tenantId: 't', userId: 'u', keyId: 'k', keyPrefix: 'qk_test' } as Parameters<typeof getRule>[0]['principal'];
      await expect(getRule({ principal, id: 'missing' as Parameters<typeof getRule>[0]['id'] })()).resolves.toMatchObject({ left: { _tag: 'NotFound', resource: 'ConditionalRule' } });
    });
  });

  describe('the feature maps', () => {
    it('give each use case its own type, for the HTTP adapter to derive its dependencies from (checked by the compiler)', () => {
      const getAlias: Same<UseCasesOf<typeof aliasUseCases>['getAlias'], GetAlias> = true;
      const generateDocument: Same<UseCasesOf<typeof generationUseCases>['generateDocument'], GenerateDocument> = true;
      expect([getAlias, generateDocument]).toEqual([true, true]);
    });
  });
});
