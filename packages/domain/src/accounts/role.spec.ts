import { effectiveRole, grants, isRole, roleIncludes, rolesGranting } from './role';

describe('roles', () => {
  it('orders owner above author above drafter, and the auditor beside them under the owner', () => {
    expect(roleIncludes('owner', 'auditor')).toBe(true);
    expect(roleIncludes('owner', 'drafter')).toBe(true);
    expect(roleIncludes('author', 'drafter')).toBe(true);
    expect(roleIncludes('drafter', 'author')).toBe(false);
    expect(roleIncludes('author', 'auditor')).toBe(false);
    expect(roleIncludes('auditor', 'drafter')).toBe(false);
  });

  it("grants reading the library to every role, and what is kept for auditors only to owners and auditors", () => {
    expect(rolesGranting('member')).toEqual(['owner', 'author', 'drafter', 'auditor']);
    expect(rolesGranting('auditor')).toEqual(['owner', 'auditor']);
    expect(rolesGranting('drafter')).toEqual(['owner', 'author', 'drafter']);
    expect(rolesGranting('owner')).toEqual(['owner']);
    expect(grants('auditor', 'drafter')).toBe(false);
  });

  it("answers the lesser of a key's and its member's role, none when they share only reading", () => {
    expect(effectiveRole('owner', 'drafter')).toBe('drafter');
    expect(effectiveRole('drafter', 'owner')).toBe('drafter');
    expect(effectiveRole('author', 'author')).toBe('author');
    expect(effectiveRole('owner', 'auditor')).toBe('auditor');
    expect(effectiveRole('drafter', 'auditor')).toBeUndefined();
  });

  it('knows the four names', () => {
    expect(isRole('author')).toBe(true);
    expect(isRole('admin')).toBe(false);
  });
});
