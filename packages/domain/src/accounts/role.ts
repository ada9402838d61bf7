/*
 * The roles of a member of a tenant, and what a route may need of its caller. A role includes
 * another when it may do everything the other may: the owner includes every role, an author a
 * drafter; the auditor is beside them, under the owner only: what is kept for auditors neither an
 * author nor a drafter may read. Every role reads the library (`member`).
 */

export const ROLES = ['owner', 'author', 'drafter', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** What a route needs of its caller: a role (or one that includes it), or only to be a member of the tenant (`member`). */
export type Access = Role | 'member';

const INCLUDED: { readonly [role in Role]: ReadonlyArray<Role> } = {
  owner: ['owner', 'author', 'drafter', 'auditor'],
  author: ['author', 'drafter'],
  drafter: ['drafter'],
  auditor: ['auditor'],
};

export const isRole = (value: string): value is Role => (ROLES as ReadonlyArray<string>).includes(value);

/** Whether `role` may do everything `other` may. */
export const roleIncludes = (role: Role, other: Role): boolean => INCLUDED[role].includes(other);

/** Whether a caller of this role may call a route that needs `needed`. */
export const grants = (role: Role, needed: Access): boolean => needed === 'member' || roleIncludes(role, needed);

/** The roles that include `needed` (for saying who may), highest first. */
export const rolesGranting = (needed: Access): ReadonlyArray<Role> => ROLES.filter((role) => grants(role, needed));

/**
 * The role of a key of a member: the highest role that both the key's role and the member's
 * include (the lesser of the two when one includes the other). None when they share only reading
 * the library (an auditor's key of a member since made a drafter).
 */
export const effectiveRole = (memberRole: Role, keyRole: Role): Role | undefined => ROLES.find((role) => roleIncludes(memberRole, role) && roleIncludes(keyRole, role));
