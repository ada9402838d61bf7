import { useState } from 'preact/hooks';
import { api, type Problem, type Schemas, settle } from '../api/client';
import { DiagnosticsTable } from '../components/diagnostics-table';
import { DropZone } from '../components/drop-zone';
import { ProblemNotice } from '../components/problem-notice';
import { asForm, tagsOf, uploadForm } from '../components/upload';
import { useLoad } from '../components/use-load';
import { Table } from '../components/table';
import { go, href } from '../router';
import { Page } from '../components/page';

/** Search the tenant's templates; upload one (drop or choose a .docx, then name it). */
export const TemplatesPage = ({ query }: { readonly query: URLSearchParams }) => {
  const [q, setQ] = useState(query.get('q') ?? '');
  const [search, setSearch] = useState(q);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const page = useLoad(() => settle(api.GET('/v1/FormTemplates', { params: { query: { q: search, limit: 25, ...(cursor === undefined ? {} : { cursor }) } } })), [search, cursor]);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Schemas['Analysis'] | undefined>(undefined);

  const choose = (chosen: File) => {
    setFile(chosen);
    setName(chosen.name.replace(/\.docx$/i, ''));
    setProblem(undefined);
    setChecked(undefined);
  };
  /** POST /FormTemplates/Analyze: the analysis of the chosen file, nothing stored. */
  const checkOnly = async () => {
    if (file === undefined) return;
    setBusy(true);
    const form = new FormData();
    form.append('file', file, file.name);
    const result = await settle(api.POST('/v1/FormTemplates/Analyze', { body: {} as Schemas['AnalyzeForm'], bodySerializer: () => form }));
    setBusy(false);
    setProblem(result.ok ? undefined : result.problem);
    setChecked(result.ok ? result.data.analysis : undefined);
  };
  const upload = async (event: Event) => {
    event.preventDefault();
    if (file === undefined) return;
    setBusy(true);
    const result = await settle(api.POST('/v1/FormTemplates', asForm(uploadForm(file, { name: name.trim(), description, tags: tagsOf(tags) }))));
    setBusy(false);
    if (result.ok) go('templates', result.data.id);
    else setProblem(result.problem);
  };

  return (
    <Page id="templates" title="Templates">
      <form
        class="inline"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setCursor(undefined);
          setSearch(q.trim());
        }}
      >
        <label for="template-search">Search templates</label>
        <input id="template-search" type="search" value={q} onInput={(event) => setQ(event.currentTarget.value)} />
        <button type="submit">Search</button>
      </form>
      <ProblemNotice problem={page.problem} />
      {page.data !== undefined && (
        <>
          <Table caption={search === '' ? 'All templates' : `Templates matching “${search}”`} columns={['Name', 'Description', 'Tags', 'Version', 'Updated']}>
            {page.data.items.length === 0 && (
              <tr>
                <td colSpan={5}>No templates{search === '' ? ' yet: upload one below.' : ' match.'}</td>
              </tr>
            )}
            {page.data.items.map((template) => (
              <tr key={template.id}>
                <td>
                  <a href={href('templates', template.id)}>{template.name}</a>
                </td>
                <td>{template.description}</td>
                <td>{template.tags.join(', ')}</td>
                <td>{template.fileVersion}</td>
                <td>{new Date(template.updatedAt).toLocaleString()}</td>
              </tr>
            ))}
          </Table>
          <div class="buttons">
            {cursor !== undefined && (
              <button type="button" class="secondary" onClick={() => setCursor(undefined)}>
                First page
              </button>
            )}
            {page.data.nextCursor !== null && (
              <button type="button" class="secondary" onClick={() => setCursor(page.data?.nextCursor ?? undefined)}>
                Next page
              </button>
            )}
          </div>
        </>
      )}
      <h2>Upload a template</h2>
      <form onSubmit={upload} class="stack">
        <DropZone id="template-file" label="Template file (.docx)" onFile={choose} />
        {file !== undefined && (
          <>
            <p>
              Chosen: <strong>{file.name}</strong> ({Math.ceil(file.size / 1024)} KiB)
            </p>
            <label for="template-name">Name</label>
            <input id="template-name" value={name} required maxLength={200} onInput={(event) => setName(event.currentTarget.value)} />
            <label for="template-description">Description</label>
            <textarea id="template-description" value={description} rows={2} onInput={(event) => setDescription(event.currentTarget.value)} />
            <label for="template-tags">Tags (separated by commas)</label>
            <input id="template-tags" value={tags} onInput={(event) => setTags(event.currentTarget.value)} />
            <div class="buttons">
              <button type="submit" disabled={busy || name.trim() === ''}>
                {busy ? 'Working…' : 'Upload'}
              </button>
              <button type="button" class="secondary" disabled={busy} onClick={() => void checkOnly()}>
                Check without saving
              </button>
            </div>
            {checked !== undefined && <DiagnosticsTable diagnostics={checked.diagnostics} caption={`What the analysis of ${file.name} found`} />}
          </>
        )}
      </form>
      <ProblemNotice problem={problem} title="Not uploaded" />
    </Page>
  );
};
