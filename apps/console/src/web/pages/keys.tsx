import { useState } from 'preact/hooks';
import { api, type Problem, type Schemas, settle } from '../api/client';
import { Dialog, DialogButtons } from '../components/dialog';
import { ProblemNotice } from '../components/problem-notice';
import { useLoad } from '../components/use-load';
import { Table } from '../components/table';
import { session } from '../session';
import { ROLE_CHOICES } from './members';
import { ItemButton } from '../components/item-button';
import { Page } from '../components/page';

const when = (iso: string | null): string => (iso === null ? 'never' : new Date(iso).toLocaleString());

/** The signed-in user's keys: create (the secret shown once), rename, deactivate, reactivate. */
export const KeysPage = () => {
  const keys = useLoad(() => settle(api.GET('/v1/ApiKeys')), []);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Schemas['Role'] | undefined>(undefined);
  const [created, setCreated] = useState<Schemas['CreatedApiKey'] | undefined>(undefined);
  const [renaming, setRenaming] = useState<Schemas['ApiKey'] | undefined>(undefined);
  const [newName, setNewName] = useState('');
  const [copied, setCopied] = useState(false);

  const outcome = (result: { ok: boolean; problem?: Problem }) => {
    setProblem(result.ok ? undefined : result.problem);
    if (result.ok) keys.reload();
    return result.ok;
  };
  const create = async (event: Event) => {
    event.preventDefault();
    const result = await settle(api.POST('/v1/ApiKeys', { body: { name: name.trim(), ...(role === undefined ? {} : { role }) } }));
    if (outcome(result) && result.ok) {
      setCreated(result.data as Schemas['CreatedApiKey']);
      setCopied(false);
      setName('');
      setRole(undefined);
    }
  };
  const rename = async (event: Event) => {
    event.preventDefault();
    if (renaming === undefined) return;
    const result = await settle(api.PUT('/v1/ApiKeys/{id}', { params: { path: { id: renaming.id } }, body: { name: newName.trim() } }));
    if (outcome(result)) setRenaming(undefined);
  };
  const setActive = async (key: Schemas['ApiKey'], active: boolean) => {
    const path = { params: { path: { id: key.id } } };
    outcome(await settle(active ? api.PUT('/v1/ApiKeys/{id}/Reactivate', path) : api.PUT('/v1/ApiKeys/{id}/Deactivate', path)));
  };
  const current = session.key()?.slice(0, 12);

  return (
    <Page id="keys" title="API keys">
      <p>
        Keys of your user, in every tenant you belong to. A key's secret is shown once, when it is made; only a keyed digest of it is stored. A key's role is at most yours, and it acts
        with the lesser of the two.
      </p>
      <form class="inline" onSubmit={create}>
        <label for="new-key-name">New key's name</label>
        <input id="new-key-name" value={name} required maxLength={100} onInput={(event) => setName(event.currentTarget.value)} />
        <label for="new-key-role">Role</label>
        <select id="new-key-role" value={role ?? ''} onChange={(event) => setRole(event.currentTarget.value === '' ? undefined : (event.currentTarget.value as Schemas['Role']))}>
          <option value="">yours</option>
          {ROLE_CHOICES.map((choice) => (
            <option key={choice.role} value={choice.role}>
              {choice.role} — {choice.says}
            </option>
          ))}
        </select>
        <button type="submit" disabled={name.trim() === ''}>
          Create key
        </button>
      </form>
      <ProblemNotice problem={problem ?? keys.problem} />
      {keys.data !== undefined && (
        <Table caption="Your keys" columns={['Name', 'Prefix', 'Role', 'Status', 'Last used', 'Created', 'Actions']}>
          {keys.data.items.map((key) => (
            <tr key={key.id}>
              <td>
                {key.name}
                {key.prefix === current && <span class="badge">this session</span>}
              </td>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{key.role}</td>
              <td>
                <span class={`badge badge-${key.status}`}>{key.status}</span>
              </td>
              <td>{when(key.lastUsedAt)}</td>
              <td>{when(key.createdAt)}</td>
              <td class="actions">
                <ItemButton
                  action="Rename"
                  item={key.name}
                  onClick={() => {
                    setRenaming(key);
                    setNewName(key.name);
                  }}
                />
                {key.status === 'active' ? (
                  <ItemButton action="Deactivate" item={key.name} onClick={() => void setActive(key, false)} />
                ) : (
                  <ItemButton action="Reactivate" item={key.name} onClick={() => void setActive(key, true)} />
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Dialog title="Your new key" open={created !== undefined} onClose={() => setCreated(undefined)}>
        <p>
          Copy the secret of <strong>{created?.name}</strong> now: it is <strong>shown only this once</strong> and cannot be seen again.
        </p>
        <label for="new-key-secret">Secret</label>
        <input id="new-key-secret" class="secret" readOnly value={created?.key ?? ''} onFocus={(event) => event.currentTarget.select()} />
        <div class="buttons">
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(created?.key ?? '').then(() => setCopied(true), () => setCopied(false));
            }}
          >
            Copy
          </button>
          <button type="button" class="secondary" onClick={() => setCreated(undefined)}>
            I have kept it — close
          </button>
        </div>
        <p role="status">{copied ? 'Copied.' : ''}</p>
      </Dialog>
      <Dialog title="Rename key" open={renaming !== undefined} onClose={() => setRenaming(undefined)}>
        <form onSubmit={rename}>
          <label for="rename-key">Name</label>
          <input id="rename-key" value={newName} required maxLength={100} onInput={(event) => setNewName(event.currentTarget.value)} />
          <DialogButtons onCancel={() => setRenaming(undefined)}>
            <button type="submit">Save</button>
          </DialogButtons>
        </form>
      </Dialog>
    </Page>
  );
};
