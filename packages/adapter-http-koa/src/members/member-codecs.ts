import type { Member } from '@quire/ports/accounts/member-repository';
import * as t from 'io-ts';
import { RoleJson } from '../platform/auth/role-json';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, pageOf } from '../platform/openapi/json-shapes';

/** `POST /Members`: `{ email, name?, role }`. */
export const AddMemberBody = component(
  'AddMemberRequest',
  t.exact(
    t.intersection([
      t.type({
        email: annotate(t.string, { maxLength: 320, description: 'The person to add; a user this installation does not know yet is made.', examples: ['ada@example.com'] }),
        role: RoleJson,
      }),
      t.partial({ name: annotate(t.string, { minLength: 1, maxLength: 200, description: "A new user's name; default: the e-mail's part before the @. An existing user keeps theirs." }) }),
    ]),
    'AddMemberBody',
  ),
);

/** `PUT /Members/:userId`: `{ role }`. */
export const ChangeMemberRoleBody = component('ChangeMemberRoleRequest', t.strict({ role: RoleJson }, 'ChangeMemberRoleBody'));

/** A member of the tenant. */
export const MemberJson = component(
  'Member',
  t.type({
    userId: t.string,
    email: t.string,
    name: t.string,
    role: RoleJson,
    since: annotate(DateTime, { description: 'When the user became a member of the tenant.' }),
  }),
);

export const MemberList = pageOf('MemberList', MemberJson);

export const memberJson = (member: Member): t.OutputOf<typeof MemberJson> => ({
  userId: member.user.id,
  email: member.user.email,
  name: member.user.name,
  role: member.role,
  since: member.since.toISOString(),
});
