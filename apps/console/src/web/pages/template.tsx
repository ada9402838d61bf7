import { useState } from 'preact/hooks';
import { api, fileNameOf, ifMatch, type Problem, saveFile, type Schemas, settle } from '../api/client';
import { DiagnosticsTable } from '../components/diagnostics-table';
import { Dialog, DialogButtons } from '../components/dialog';
import { DropZone } from '../components/drop-zone';
import { FileFacts, FileVersions } from '../components/file-versions';
import { ProblemNotice } from '../components/problem-notice';
import { asForm, tagsOf, uploadForm } from '../components/upload';
import { useLoad } from '../components/use-load';
import { Table } from '../components/table';
import { go, href } from '../router';
import { Page } from '../components/page';

/** The rules, repeats and snippets a template uses, as rows of one table. */
const usesOf = (analysis: Schemas['Analysis']) => [
  ...analysis.rules.map((rule) => ({ kind: 'condition', key: rule.name, name: <code>{rule.name}</code>, reads: rule.reads.join(', '), occurrences: rule.occurrences })),
  ...analysis.repeats.map((repeat) => ({ kind: 'repeat', key: repeat.name, name: <code>{repeat.name}</code>, reads: repeat.alias ?? '', occurrences: repeat.occurrences })),
  ...analysis.snippets.map((snippet) => ({ kind: 'snippet', key: snippet.name, name: snippet.name, reads: snippet.snippet === null ? 'not in the library' : '', occurrences: snippet.occurrences })),
];

const AnalysisView = ({ analysis }: { readonly analysis: Schemas['Analysis'] }) => {
  const uses = usesOf(analysis);
  return (
    <>
      <h2>Analysis</h2>
      <DiagnosticsTable diagnostics={analysis.diagnostics} caption="Diagnostics, where each one is" />
      <Table caption="Fields the template fills" columns={['Field', 'Alias', 'Uses']}>
        {analysis.fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>{field.alias ?? <span class="badge badge-warning">no alias</span>}</td>
            <td>{field.occurrences}</td>
          </tr>
        ))}
      </Table>
      {uses.length > 0 && (
        <Table caption="Rules, repeats and snippets it uses" columns={['Kind', 'Name', 'Reads', 'Uses']}>
          {uses.map((use) => (
            <tr key={`${use.kind}:${use.key}`}>
              <td>{use.kind}</td>
              <td>{use.name}</td>
              <td>{use.reads}</td>
              <td>{use.occurrences}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
};

/** One template: its analysis (every diagnostic located), metadata, versions, downloads, a new version, delete. */
export const TemplatePage = ({ id }: { readonly id: string }) => {
  const template = useLoad(() => settle(api.GET('/v1/FormTemplates/{id}', { params: { path: { id } } })), [id]);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [form, setForm] = useState({ name: '', description: '', tags: '' });
  const data = template.data;

  const download = async () => {
    const result = await settle(api.GET('/v1/FormTemplates/{id}/Download', { params: { path: { id } }, parseAs: 'blob' }));
    if (result.ok) saveFile(result.data as Blob, fileNameOf(result.response, `${data?.name ?? 'template'}.docx`));
    else setProblem(result.problem);
  };
  const save = async (event: Event) => {
    event.preventDefault();
    if (data === undefined) return;
    const result = await settle(
      api.PUT('/v1/FormTemplates/{id}', { params: { path: { id } }, headers: ifMatch(data.version), body: { name: form.name.trim(), description: form.description, tags: tagsOf(form.tags) } }),
    );
    setProblem(result.ok ? undefined : result.problem);
    if (result.ok) {
      setEditing(false);
      template.reload();
    }
  };
  const newVersion = async (file: File) => {
    if (data === undefined) return;
    const result = await settle(api.PUT('/v1/FormTemplates/{id}', { params: { path: { id } }, headers: ifMatch(data.version), ...asForm(uploadForm(file, {})) } as never));
    setProblem(result.ok ? undefined : result.problem);
    if (result.ok) template.reload();
  };
  const remove = async () => {
    if (data === undefined) return;
    const result = await settle(api.DELETE('/v1/FormTemplates/{id}', { params: { path: { id } }, headers: ifMatch(data.version) }));
    if (result.ok) go('templates');
    else {
      setDeleting(false);
      setProblem(result.problem);
    }
  };

  return (
    <Page id="template" title={data?.name ?? 'Template'} back={{ href: href('templates'), label: 'Templates' }}>
      <ProblemNotice problem={template.problem} />
      {data !== undefined && (
        <>
          <FileFacts item={data} term="Tags" values={data.tags} />
          <div class="buttons">
            <a class="button" href={href('interview', id)}>
              Fill in (interview)
            </a>
            <button type="button" class="secondary" onClick={() => void download()}>
              Download .docx
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setForm({ name: data.name, description: data.description, tags: data.tags.join(', ') });
                setEditing(true);
              }}
            >
              Edit details
            </button>
            <button type="button" class="danger" onClick={() => setDeleting(true)}>
              Delete
            </button>
          </div>
          <ProblemNotice problem={problem} />
          <AnalysisView analysis={data.analysis} />
          <FileVersions of="FormTemplates" id={id} name={data.name} reloadKey={data.fileVersion} />
          <h2>Upload a new version</h2>
          <DropZone id="template-new-version" label="New version (.docx)" onFile={(file) => void newVersion(file)} />
        </>
      )}
      <Dialog title="Edit template details" open={editing} onClose={() => setEditing(false)}>
        <form onSubmit={save} class="stack">
          <label for="edit-template-name">Name</label>
          <input id="edit-template-name" value={form.name} required onInput={(event) => setForm({ ...form, name: event.currentTarget.value })} />
          <label for="edit-template-description">Description</label>
          <textarea id="edit-template-description" value={form.description} onInput={(event) => setForm({ ...form, description: event.currentTarget.value })} />
          <label for="edit-template-tags">Tags (separated by commas)</label>
          <input id="edit-template-tags" value={form.tags} onInput={(event) => setForm({ ...form, tags: event.currentTarget.value })} />
          <DialogButtons onCancel={() => setEditing(false)}>
            <button type="submit">Save</button>
          </DialogButtons>
        </form>
      </Dialog>
      <Dialog title="Delete this template?" open={deleting} onClose={() => setDeleting(false)}>
        <p>“{data?.name}” and all its versions will be deleted. Documents made from it stay as they are.</p>
        <DialogButtons onCancel={() => setDeleting(false)}>
          <button type="button" class="danger" onClick={() => void remove()}>
            Delete
          </button>
        </DialogButtons>
      </Dialog>
    </Page>
  );
};
