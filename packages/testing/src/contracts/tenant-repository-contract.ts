import { tenantId } from '@quire/domain/ids';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import * as O from 'fp-ts/Option';
import { arbitraryTenant } from '../builders/accounts';
import { type MakeFixture, useFixture } from './contract-fixture';
import { expectLeft, expectRight } from './run-task';

/** The behaviour every TenantRepository adapter must have. */
export const tenantRepositoryContract = (make: MakeFixture<TenantRepository>): void => {
  describe('TenantRepository contract', () => {
    const fixture = useFixture(make);

    describe('when a tenant is inserted', () => {
      it('is found by id with every field intact (milliseconds included)', async () => {
        const tenant = arbitraryTenant({ createdAt: new Date('2026-03-04T05:06:07.891Z'), updatedAt: new Date('2026-03-05T00:00:00.001Z'), version: 3 });
        await expectRight(fixture().adapter.insert(tenant));
        expect(await expectRight(fixture().adapter.findById(tenant.id))).toEqual(O.some(tenant));
      });

      it('adds one to the count', async () => {
        const before = await expectRight(fixture().adapter.count());
        await expectRight(fixture().adapter.insert(arbitraryTenant()));
        expect(await expectRight(fixture().adapter.count())).toBe(before + 1);
      });

      it('refuses a second tenant with the same id', async () => {
        const tenant = arbitraryTenant();
        await expectRight(fixture().adapter.insert(tenant));
        expect(await expectLeft(fixture().adapter.insert({ ...tenant, name: 'Other' }))).toMatchObject({ _tag: 'StorageError' });
      });
    });

    describe('when tenants are found by name', () => {
      it('answers every tenant of that name, whatever the case and surrounding spaces, ordered by id', async () => {
        const name = `Hale & Whitcombe ${Math.random().toString(36).slice(2)}`;
        const second = arbitraryTenant({ id: tenantId(`t-b-${name.slice(-6)}`), name });
        const first = arbitraryTenant({ id: tenantId(`t-a-${name.slice(-6)}`), name: name.toUpperCase() });
        await expectRight(fixture().adapter.insert(second));
        await expectRight(fixture().adapter.insert(first));
        await expectRight(fixture().adapter.insert(arbitraryTenant({ name: `${name} II` })));
        expect(await expectRight(fixture().adapter.findByName(`  ${name.toLowerCase()} `))).toEqual([first, second]);
      });

      it('compares names by their key: typographic quotes as straight ones, runs of spaces as one', async () => {
        const suffix = Math.random().toString(36).slice(2);
        const tenant = arbitraryTenant({ name: `O'Brien  Partners ${suffix}` });
        await expectRight(fixture().adapter.insert(tenant));
        expect(await expectRight(fixture().adapter.findByName(`o\u2019brien partners ${suffix}`))).toEqual([tenant]);
      });

      it('answers nothing for a name no tenant has', async () => {
        expect(await expectRight(fixture().adapter.findByName('No Such Tenant 9f1c'))).toEqual([]);
      });
    });

    describe('when the id is unknown', () => {
      it('finds nothing', async () => {
        expect(await expectRight(fixture().adapter.findById(tenantId('no-such-tenant')))).toEqual(O.none);
      });
    });
  });
};
