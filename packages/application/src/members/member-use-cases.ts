import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../use-cases-of';
import { addMemberByEmail } from './add-member-by-email';
import { changeMemberRole } from './change-member-role';
import { getMember } from './get-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';

/** The members of the caller's tenant (`/Members`); writes run again when they lose a race. */
export const memberUseCases = (ports: Ports) => ({
  ...readsOf(ports, { listMembers, getMember }),
  ...writesOf(ports, { addMemberByEmail, changeMemberRole, removeMember }),
});
export type MemberUseCases = ReturnType<typeof memberUseCases>;
