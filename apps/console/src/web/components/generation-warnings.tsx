import type { Schemas } from '../api/client';
import { partLabel } from './diagnostics-table';
import { Table } from './table';

export type GenerationWarning = Schemas['GenerationWarning'] & { readonly count?: number };

/**
 * The warnings a generated document came with, from its `Quire-Warnings` header (a JSON array; when
 * it was too long for a header, the last entry says how many more there are) and
 * `Quire-Warnings-Count`.
 */
export const warningsOf = (response: Response): { readonly warnings: ReadonlyArray<GenerationWarning>; readonly count: number } => {
  let warnings: GenerationWarning[] = [];
  try {
    const parsed: unknown = JSON.parse(response.headers.get('Quire-Warnings') ?? '[]');
    if (Array.isArray(parsed)) warnings = parsed.filter((entry): entry is GenerationWarning => typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string');
  } catch {
    // An unreadable header is no warning of ours: the count below still says how many there were.
  }
  const counted = Number(response.headers.get('Quire-Warnings-Count') ?? warnings.length);
  return { warnings, count: Number.isFinite(counted) ? counted : warnings.length };
};

/** Where a warning happened, for people: the template (in a packet), the part and paragraph, the snippet; or the answers themselves. */
export const whereOf = (warning: GenerationWarning): string => {
  const place =
    warning.part === undefined
      ? 'In the answers'
      : `${partLabel(warning.part)}${warning.paragraph === undefined ? '' : `, paragraph ${warning.paragraph}`}${warning.snippet === undefined ? '' : `, in the snippet “${warning.snippet}”`}`;
  return warning.template === undefined ? place : `${warning.template}: ${place}`;
};

/** Every warning of a generation with where it happened; shown with every generated document. */
export const GenerationWarnings = ({ warnings, count, caption = 'Warnings' }: { readonly warnings: ReadonlyArray<GenerationWarning>; readonly count: number; readonly caption?: string }) => {
  if (count === 0) return null;
  const listed = warnings.filter((warning) => warning.code !== 'warnings_truncated');
  const more = count - listed.length;
  return (
    <div class="warnings" data-testid="generation-warnings">
      <Table caption={`${caption}: ${count}`} columns={['Where', 'What']}>
        {listed.map((warning, index) => (
          <tr key={index} data-testid="generation-warning">
            <td>{whereOf(warning)}</td>
            <td>
              <span class="badge badge-warning">warning</span> {warning.message} <code class="code">{warning.code}</code>
            </td>
          </tr>
        ))}
      </Table>
      {more > 0 && <p class="help">{more} more warning(s) were not listed: there were too many to send with the document.</p>}
    </div>
  );
};
