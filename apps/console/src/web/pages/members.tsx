import { useState } from 'preact/hooks';
import { api, type Problem, type Schemas, settle } from '../api/client';
import { Dialog, DialogButtons } from '../components/dialog';
import { ProblemNotice } from '../components/problem-notice';
import { Table } from '../components/table';
import { useLoad } from '../components/use-load';
import { ItemButton } from '../components/item-button';
import { Page } from '../components/page';

type Role = Schemas['Role'];

/** The four roles, with what each may do, for the selects of this page and the keys'. */
export const ROLE_CHOICES: ReadonlyArray<{ readonly role: Role; readonly says: string }> = [
  { role: 'owner', says: 'everything: members, keys, webhooks' },
  { role: 'author', says: 'the library: templates, snippets, aliases, rules' },
  { role: 'drafter', says: 'generates documents, interviews, answer sets, batches' },
  { role: 'auditor', says: 'reads the library; generates nothing' },
];

export const RoleSelect = ({ id, value, onChange, label }: { readonly id: string; readonly value: Role; readonly onChange: (role: Role) => void; readonly label?: string }) => (
  <select id={id} value={value} aria-label={label} onChange={(event) => onChange(event.currentTarget.value as Role)}>
    {ROLE_CHOICES.map(({ role, says }) => (
      <option key={role} value={role}>
        {role} — {says}
      </option>
    ))}
  </select>
);

/** The tenant's members (owners only): add a person by e-mail with a role, change a role, remove someone. */
export const MembersPage = () => {
  const members = useLoad(() => settle(api.GET('/v1/Members')), []);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('drafter');
  const [removing, setRemoving] = useState<Schemas['Member'] | undefined>(undefined);
  const [status, setStatus] = useState('');

  const outcome = (result: { ok: boolean; problem?: Problem }, done: string) => {
    setProblem(result.ok ? undefined : result.problem);
    setStatus(result.ok ? done : '');
    if (result.ok) members.reload();
    return result.ok;
  };
  const add = async (event: Event) => {
    event.preventDefault();
    const body = { email: email.trim(), role, ...(name.trim() === '' ? {} : { name: name.trim() }) };
    if (outcome(await settle(api.POST('/v1/Members', { body })), `${body.email} is a member now, as ${role}.`)) {
      setEmail('');
      setName('');
    }
  };
  const changeRole = async (member: Schemas['Member'], to: Role) => {
    const changed = outcome(await settle(api.PUT('/v1/Members/{userId}', { params: { path: { userId: member.userId } }, body: { role: to } })), `${member.email} is ${to} now.`);
    // Refused: the row's select goes back to the role the member has.
    if (!changed) members.reload();
  };
  const remove = async () => {
    if (removing === undefined) return;
    const gone = removing;
    if (outcome(await settle(api.DELETE('/v1/Members/{userId}', { params: { path: { userId: gone.userId } } })), `${gone.email} is no longer a member; their keys here are deactivated.`)) setRemoving(undefined);
  };
  const ownersOnly = members.problem?.code === 'forbidden';

  return (
    <Page id="members" title="Members">
      {ownersOnly ? (
        <p>Only the tenant's owners see and change its members. Ask an owner to add someone or to change a role.</p>
      ) : (
        <>
          <p>
            The people of this tenant and their roles. A change counts from the member's next request; removing someone deactivates their keys here at once. The last owner can be neither
            demoted nor removed.
          </p>
          <form class="inline" onSubmit={add}>
            <label for="member-email">E-mail</label>
            <input id="member-email" type="email" value={email} required maxLength={320} onInput={(event) => setEmail(event.currentTarget.value)} />
            <label for="member-name">Name (if new)</label>
            <input id="member-name" value={name} maxLength={200} onInput={(event) => setName(event.currentTarget.value)} />
            <label for="member-role">Role</label>
            <RoleSelect id="member-role" value={role} onChange={setRole} />
            <button type="submit" disabled={email.trim() === ''}>
              Add member
            </button>
          </form>
          <ProblemNotice problem={problem ?? members.problem} />
          <p role="status">{status}</p>
          {members.data !== undefined && (
            <Table caption="Members" columns={['Name', 'E-mail', 'Role', 'Member since', 'Actions']}>
              {members.data.items.map((member) => (
                <tr key={member.userId}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>
                    <RoleSelect id={`role-${member.userId}`} label={`Role of ${member.email}`} value={member.role} onChange={(to) => void changeRole(member, to)} />
                  </td>
                  <td>{new Date(member.since).toLocaleDateString()}</td>
                  <td class="actions">
                    <ItemButton action="Remove" item={member.email} onClick={() => setRemoving(member)} />
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </>
      )}
      <Dialog title="Remove member" open={removing !== undefined} onClose={() => setRemoving(undefined)}>
        <p>
          Remove <strong>{removing?.email}</strong> from this tenant? Their keys here stop working at once.
        </p>
        <DialogButtons onCancel={() => setRemoving(undefined)}>
          <button type="button" onClick={() => void remove()}>
            Remove
          </button>
        </DialogButtons>
      </Dialog>
    </Page>
  );
};
