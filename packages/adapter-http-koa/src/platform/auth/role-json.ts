import * as t from 'io-ts';
import { component } from '../openapi/annotate';

/** A member's or a key's role (docs/people.md#roles). */
export const RoleJson = component('Role', t.keyof({ owner: null, author: null, drafter: null, auditor: null }, '"owner", "author", "drafter" or "auditor"'), {
  description: 'owner: everything (members, keys, webhooks); author: the library; drafter: generation, interviews, answer sets, jobs, reading the library; auditor: reading the library and the audit log, generating and changing nothing.',
});
