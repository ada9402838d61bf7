import type { Schemas } from '../api/client';

/** A part's name for people: `word/footer2.xml` → "Footer 2". */
export const partLabel = (part: string): string => {
  const match = /^word\/(document|header|footer|footnotes|endnotes|comments)(\d*)\.xml$/.exec(part);
  if (match === null) return part === 'docProps/core.xml' ? 'Document properties' : part;
  const names: Record<string, string> = { document: 'Body', header: 'Header', footer: 'Footer', footnotes: 'Footnotes', endnotes: 'Endnotes', comments: 'Comments' };
  return `${names[match[1] ?? ''] ?? part}${match[2] === '' ? '' : ` ${match[2]}`}`;
};

/** Every diagnostic where it is: part, paragraph and the paragraph's text around it (docs/resources.md#analysis). */
export const DiagnosticsTable = ({ diagnostics, caption }: { readonly diagnostics: ReadonlyArray<Schemas['Diagnostic']>; readonly caption: string }) =>
  diagnostics.length === 0 ? (
    <p class="ok">No problems found.</p>
  ) : (
    <table class="diagnostics">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Severity</th>
          <th scope="col">Where</th>
          <th scope="col">Problem</th>
          <th scope="col">Text around it</th>
        </tr>
      </thead>
      <tbody>
        {diagnostics.map((diagnostic, index) => (
          <tr key={index} class={`severity-${diagnostic.severity}`} data-testid="diagnostic">
            <td>
              <span class={`badge badge-${diagnostic.severity}`}>{diagnostic.severity}</span>
            </td>
            <td>
              {partLabel(diagnostic.part)}
              {diagnostic.paragraph !== null && <>, paragraph {diagnostic.paragraph}</>}
              <br />
              <small>
                <code>{diagnostic.part}</code>
              </small>
            </td>
            <td>
              {diagnostic.message} <code class="code">{diagnostic.code}</code>
            </td>
            <td>
              <q class="excerpt">{diagnostic.excerpt}</q>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
