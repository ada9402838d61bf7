import type { Problem, Schemas } from '../api/client';
import { DiagnosticsTable } from './diagnostics-table';

/** What the 409s mean for a person, by the API's stable code. */
const explanations: Readonly<Record<string, string>> = {
  alias_in_use: 'Templates, snippets, rules or formulas still use this alias. Change them first, or delete anyway: they will then name an unknown field.',
  rule_in_use: 'Templates or snippets still use this rule. Change them first, or delete anyway: their ranges will then name an unknown rule.',
  snippet_in_use: 'Templates still insert this snippet. Change them first, or delete anyway: they will then insert nothing there.',
  folder_not_empty: 'The folder still holds snippets or folders. Move or delete them first.',
  name_taken: 'Another item already has this name (names are compared ignoring case and spaces).',
  folder_cycle: 'A folder cannot be moved under itself or one of its own folders.',
  version_mismatch: 'Someone changed this item after you opened it. Reload it and make your change again.',
  concurrent_update: 'Someone changed this item at the same moment. Try again.',
  last_owner: 'A tenant always keeps at least one owner, who manages its members and keys.',
  already_a_member: 'This person is a member already; change their role in the table instead.',
};

/** Problems by path (`whole` names what an empty path means: the body, a row). */
export const FieldErrors = ({ errors, whole }: { readonly errors: ReadonlyArray<Schemas['FieldError']>; readonly whole: string }) => (
  <ul class="field-errors">
    {errors.map((error) => (
      <li key={`${error.path}:${error.message}`}>
        <code>{error.path === '' ? whole : error.path}</code>: {error.message}
      </li>
    ))}
  </ul>
);

/** A problem the API answered, announced to screen readers, with its field errors and located diagnostics. */
export const ProblemNotice = ({ problem, title }: { readonly problem: Problem | undefined; readonly title?: string }) => {
  if (problem === undefined) return null;
  const explanation = explanations[problem.code];
  return (
    <div class="problem" role="alert">
      <p>
        <strong>{title ?? problem.title}</strong>: {problem.detail} <code class="code">{problem.code}</code>
      </p>
      {explanation !== undefined && <p class="explanation">{explanation}</p>}
      {problem.errors !== undefined && problem.errors.length > 0 && <FieldErrors errors={problem.errors} whole="(body)" />}
      {problem.diagnostics !== undefined && problem.diagnostics.length > 0 && <DiagnosticsTable diagnostics={problem.diagnostics} caption="Where the template is wrong" />}
    </div>
  );
};
