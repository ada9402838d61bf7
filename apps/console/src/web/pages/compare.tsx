import { useState } from 'preact/hooks';
import { api, fileNameOf, type Problem, saveFile, type Schemas, settle } from '../api/client';
import { ChangeList } from '../components/change-list';
import { DropZone } from '../components/drop-zone';
import { ProblemNotice } from '../components/problem-notice';
import { Page } from '../components/page';

const bothFiles = (original: File, revised: File) => {
  const form = new FormData();
  form.append('original', original, original.name);
  form.append('revised', revised, revised.name);
  return { body: {} as Schemas['CompareDocumentsForm'], bodySerializer: () => form };
};

/** Two uploaded .docx files compared: the list of changes, and the revised file with Word tracked changes. */
export const ComparePage = () => {
  const [original, setOriginal] = useState<File | undefined>(undefined);
  const [revised, setRevised] = useState<File | undefined>(undefined);
  const [changes, setChanges] = useState<ReadonlyArray<Schemas['DocumentChange']> | undefined>(undefined);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);

  const compare = async (event: Event) => {
    event.preventDefault();
    if (original === undefined || revised === undefined) return;
    const result = await settle(api.POST('/v1/Documents/Compare', { params: { query: { format: 'json' } }, ...bothFiles(original, revised) } as never));
    setProblem(result.ok ? undefined : result.problem);
    setChanges(result.ok ? (result.data as Schemas['DocumentComparison']).changes : undefined);
  };
  const download = async () => {
    if (original === undefined || revised === undefined) return;
    const result = await settle(api.POST('/v1/Documents/Compare', { ...bothFiles(original, revised), parseAs: 'blob' } as never));
    if (result.ok) saveFile(result.data as Blob, fileNameOf(result.response, 'compared.docx'));
    else setProblem(result.problem);
  };

  return (
    <Page id="compare" title="Compare two documents">
      <p>The revised document comes back with every difference as a Word tracked change, by “Quire”. Nothing is kept.</p>
      <form onSubmit={compare} class="stack">
        <DropZone id="compare-original" label="Original (.docx)" onFile={setOriginal} />
        {original !== undefined && <p>Original: {original.name}</p>}
        <DropZone id="compare-revised" label="Revised (.docx)" onFile={setRevised} />
        {revised !== undefined && <p>Revised: {revised.name}</p>}
        <div class="buttons">
          <button type="submit" disabled={original === undefined || revised === undefined}>
            Compare
          </button>
          {changes !== undefined && (
            <button type="button" class="secondary" onClick={() => void download()}>
              Download with tracked changes
            </button>
          )}
        </div>
      </form>
      <ProblemNotice problem={problem} />
      {changes !== undefined && (
        <>
          <h2>Changes</h2>
          <ChangeList caption="What changed from the original to the revised document" changes={changes} />
        </>
      )}
    </Page>
  );
};
