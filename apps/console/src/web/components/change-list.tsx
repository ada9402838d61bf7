import type { Schemas } from '../api/client';
import { Table } from './table';

/** The changes a compare found: what happened, where, the text before and after. */
export const ChangeList = ({ caption, changes }: { readonly caption: string; readonly changes: ReadonlyArray<Schemas['DocumentChange']> }) =>
  changes.length === 0 ? (
    <p>No change: both have the same text.</p>
  ) : (
    <Table caption={caption} columns={['Change', 'Where', 'Before', 'After']}>
      {changes.map((change, index) => (
        <tr key={index}>
          <td>
            <span class={change.kind === 'deleted' ? 'badge badge-warning' : 'badge'}>{change.kind}</span> {change.element}
          </td>
          <td>
            {change.area === 'body' ? '' : `${change.area}, `}
            {change.location}
          </td>
          <td>{change.before ?? ''}</td>
          <td>{change.after ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
