import { useMigratedDatabase } from '../../../test/migrated-database';
import { m0010Roles } from './m0010-roles';

describe('migration 0010-roles', () => {
  const db = useMigratedDatabase('sqlite', 'each test');
  const now = new Date('2026-01-01T00:00:00.000Z');

  const givenMemberWithKey = async (tenant: string, user: string) => {
    await db()('tenants').insert({ id: tenant, name: tenant, created_at: now, updated_at: now, version: 1 });
    await db()('users').insert({ id: user, email: `${user}@example.com`, name: user, created_at: now, updated_at: now, version: 1 });
    await db()('memberships').insert({ tenant_id: tenant, user_id: user, created_at: now });
    await db()('api_keys').insert({ id: `${user}-key`, tenant_id: tenant, user_id: user, name: 'k', prefix: 'qk_x', digest: user.padStart(64, '0'), status: 'active', created_at: now, updated_at: now, version: 1 });
  };

  it('makes every member and key that existed before roles an owner, and every tenant a members revision of 0', async () => {
    await m0010Roles.down(db());
    await givenMemberWithKey('t1', 'u1');
    const notes: unknown[] = [];
    await m0010Roles.up(db(), (note) => notes.push(note));
    expect(await db()('memberships').select('tenant_id', 'user_id', 'role')).toEqual([{ tenant_id: 't1', user_id: 'u1', role: 'owner' }]);
    expect(await db()('api_keys').select('id', 'role')).toEqual([{ id: 'u1-key', role: 'owner' }]);
    expect(await db()('tenants').select('id', 'members_revision')).toEqual([{ id: 't1', members_revision: 0 }]);
    expect(notes).toEqual([{ message: 'every existing member and key is an owner', members: 1 }]);
  });

  it('goes down keeping the members and keys, and up again', async () => {
    await givenMemberWithKey('t1', 'u1');
    await m0010Roles.down(db());
    expect(await db().schema.hasColumn('memberships', 'role')).toBe(false);
    expect(await db()('memberships').pluck('user_id')).toEqual(['u1']);
    expect(await db()('api_keys').pluck('id')).toEqual(['u1-key']);
    await m0010Roles.up(db());
    expect(await db().schema.hasColumn('api_keys', 'role')).toBe(true);
  });
});
