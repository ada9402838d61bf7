import { useEffect, useState } from 'preact/hooks';
import { api, type Problem, saveFile, type Schemas, settle } from '../api/client';
import { ProblemNotice } from '../components/problem-notice';
import { Table } from '../components/table';

type AuditEvent = Schemas['AuditEvent'];

const detailsOf = (event: AuditEvent): string =>
  Object.entries(event.details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** The tenant's audit log (owners and auditors): newest first, filtered by action or resource, a page at a time; the whole chain as NDJSON. */
export const AuditPage = () => {
  const [action, setAction] = useState('');
  const [resourceId, setResourceId] = useState('');
  const [events, setEvents] = useState<ReadonlyArray<AuditEvent> | undefined>(undefined);
  const [next, setNext] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [status, setStatus] = useState('');

  const load = async (cursor: string | null) => {
    const query = { ...(action.trim() === '' ? {} : { action: action.trim() }), ...(resourceId.trim() === '' ? {} : { resourceId: resourceId.trim() }), ...(cursor === null ? {} : { cursor }) };
    const result = await settle(api.GET('/v1/AuditEvents', { params: { query } }));
    if (!result.ok) return setProblem(result.problem);
    setProblem(undefined);
    setEvents(cursor === null ? result.data.items : [...(events ?? []), ...result.data.items]);
    setNext(result.data.nextCursor);
  };
  useEffect(() => void load(null), []);
  const search = (event: Event) => {
    event.preventDefault();
    void load(null);
  };
  const exportAll = async () => {
    setStatus('Exporting…');
    const result = await settle(api.GET('/v1/AuditEvents/Export', { parseAs: 'blob' }));
    if (!result.ok) {
      setStatus('');
      return setProblem(result.problem);
    }
    saveFile(result.data as Blob, 'audit-events.ndjson');
    setStatus('Downloaded audit-events.ndjson.');
  };

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" tabIndex={-1}>
        Audit log
      </h1>
      <p>Every change of this tenant's members and keys, newest first, with who made it. Each event is linked to the one before by its hash: an event changed afterwards breaks the chain.</p>
      <form class="inline" onSubmit={search}>
        <label for="audit-action">Action</label>
        <input id="audit-action" value={action} maxLength={64} placeholder="member.role_changed" onInput={(event) => setAction(event.currentTarget.value)} />
        <label for="audit-resource">Resource id</label>
        <input id="audit-resource" value={resourceId} maxLength={64} onInput={(event) => setResourceId(event.currentTarget.value)} />
        <button type="submit">Show events</button>
        <button type="button" class="secondary" onClick={() => void exportAll()}>
          Export all (NDJSON)
        </button>
      </form>
      <ProblemNotice problem={problem} />
      <p role="status">{status}</p>
      {events !== undefined && (
        <Table caption="Audit events" columns={['#', 'When', 'Who', 'Action', 'Resource', 'Details']}>
          {events.map((event) => (
            <tr key={event.seq}>
              <td>{event.seq}</td>
              <td>{new Date(event.at).toLocaleString()}</td>
              <td>
                {event.actor.userId}
                {event.actor.keyPrefix !== null && <code> {event.actor.keyPrefix}…</code>}
              </td>
              <td>
                <code>{event.action}</code>
              </td>
              <td>
                {event.resource.type} <code>{event.resource.id}</code>
              </td>
              <td>{detailsOf(event)}</td>
            </tr>
          ))}
        </Table>
      )}
      {events !== undefined && events.length === 0 && <p>No events match.</p>}
      {next !== null && (
        <button type="button" class="secondary" onClick={() => void load(next)}>
          Older events
        </button>
      )}
    </section>
  );
};
