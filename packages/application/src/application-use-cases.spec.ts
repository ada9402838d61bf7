import { storageError } from '@quire/ports/storage/storage-error';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { file, principalOf } from '../test/document-library-world';
import { counting } from '../test/generation-world';
import { right } from '../test/in-memory-world';
import { applicationUseCases, DEFAULT_APPLICATION_SETTINGS } from './application-use-cases';
import type { RenameApiKey } from './api-keys/rename-api-key';
import type { GenerateDocument } from './generation/generate-document';
import { DEFAULT_GENERATION_OPTIONS } from './generation/generation-settings';
import type { GetAlias } from './library/aliases/get-alias';

/** True only when X and Y are the same type (any and never included). */
type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

const me = principalOf('tenant-a');

/** The first start's tenant, user and key, on an empty store. */
const bootstrapped = async (app: ReturnType<typeof applicationUseCases>) => {
  const installed = await right(app.accounts.bootstrapInstallation({ tenantName: 't', userEmail: 'a@b.c', userName: 'a', keyName: 'k' }));
  if (O.isNone(installed)) throw new Error('expected a bootstrap');
  return installed.value;
};

describe('applicationUseCases', () => {
  describe('on the in-memory ports', () => {
    it('makes use cases that work on them: the first start bootstraps a key, which then authenticates', async () => {
      const ports = createInMemoryAdapters();
      const app = applicationUseCases(ports, DEFAULT_APPLICATION_SETTINGS);
      const { key, secret } = await bootstrapped(app);
      await expect(right(app.apiKeys.authenticateApiKey(secret))).resolves.toMatchObject({ keyId: key.id });
      await expect(right(ports.tenants.count())).resolves.toBe(1);
    });
  });

  describe('the tenant library cache', () => {
    it('is one for all the features: a generation and then an interview of the tenant read its aliases once', async () => {
      const adapters = createInMemoryAdapters();
      const aliases = counting(adapters.aliases);
      const app = applicationUseCases({ ...adapters, aliases: aliases.port }, DEFAULT_APPLICATION_SETTINGS);
      const template = await right(app.formTemplates.createFormTemplate({ principal: me, name: 'Lease', file: file('Lease for {{client_name}}') }));
      const before = aliases.calls.get('listAll') ?? 0;
      const generated = await right(app.generation.generateDocument({ principal: me, id: template.id, data: { client_name: 'Ada' }, format: 'docx', options: DEFAULT_GENERATION_OPTIONS }));
      const interview = await right(app.interviews.getTemplateInterview({ principal: me, id: template.id }));
      expect(Buffer.from(generated.bytes).toString('utf8')).toBe('Lease for Ada');
      expect(interview.questions.map((question) => question.alias)).toEqual(['client_name']);
      expect((aliases.calls.get('listAll') ?? 0) - before).toBe(1);
    });
  });

  describe('a write', () => {
    it('runs again when it loses a race', async () => {
      const adapters = createInMemoryAdapters();
      const app = applicationUseCases(adapters, DEFAULT_APPLICATION_SETTINGS);
      const { secret } = await bootstrapped(app);
      let lost = 0;
      const racing = {
        ...adapters,
        apiKeys: new Proxy(adapters.apiKeys, {
          get: (target, property, receiver) =>
            property === 'update' && lost++ === 0 ? () => TE.left(storageError('apiKeys.update', 'lost_race')({ code: 'ER_LOCK_DEADLOCK' })) : (Reflect.get(target, property, receiver) as unknown),
        }),
      };
      const principal = await right(app.apiKeys.authenticateApiKey(secret));
      const renamed = await right(applicationUseCases(racing, DEFAULT_APPLICATION_SETTINGS).apiKeys.renameApiKey({ principal, id: principal.keyId, name: 'Renamed' }));
      expect(renamed.name).toBe('Renamed');
      expect(lost).toBe(2);
    });
  });

  describe('the features', () => {
    it('give each use case its own type, for the routes to take (checked by the compiler)', () => {
      type UseCases = ReturnType<typeof applicationUseCases>;
      const getAlias: Same<UseCases['aliases']['getAlias'], GetAlias> = true;
      const generateDocument: Same<UseCases['generation']['generateDocument'], GenerateDocument> = true;
      const renameApiKey: Same<UseCases['apiKeys']['renameApiKey'], RenameApiKey> = true;
      expect([getAlias, generateDocument, renameApiKey]).toEqual([true, true, true]);
    });
  });
});
