import { useEffect, useState } from 'preact/hooks';
import { api, type Problem, saveFile, type Schemas, settle } from '../api/client';
import { columnsOf, firstRows, PREVIEW_ROWS, unansweredBy } from '../components/batch/csv-preview';
import { storedEntry } from '../components/batch/stored-zip';
import { labelOf } from '../components/interview/interview-model';
import { FieldErrors, ProblemNotice } from '../components/problem-notice';
import { Table } from '../components/table';
import { useLoad } from '../components/use-load';
import { go, href } from '../router';
import { Page } from '../components/page';

type JobDetail = Schemas['JobDetail'];
const POLL_MS = 1000;
/** The CSV a batch takes at most (the server's default body limit). */
const CSV_MAX_BYTES = 64 * 1024 * 1024;
const FINISHED: ReadonlyArray<JobDetail['status']> = ['succeeded', 'failed', 'cancelled'];

/** A CSV chosen for a template: its first rows shown under the questions they answer, then sent as a batch. */
const NewBatch = () => {
  const templates = useLoad(() => settle(api.GET('/v1/FormTemplates', { params: { query: { limit: 100 } } })), []);
  const [templateId, setTemplateId] = useState('');
  const interview = useLoad(
    () => (templateId === '' ? Promise.resolve({ ok: true as const, data: undefined, response: new Response() }) : settle(api.GET('/v1/FormTemplates/{id}/Interview', { params: { path: { id: templateId } } }))),
    [templateId],
  );
  const [file, setFile] = useState<{ name: string; text: string } | undefined>(undefined);
  const [fileProblem, setFileProblem] = useState<string | undefined>(undefined);
  const [format, setFormat] = useState<'docx' | 'pdf'>('docx');
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const questions = interview.data?.questions ?? [];
  const rows = file === undefined ? [] : firstRows(file.text, PREVIEW_ROWS + 1);
  const [header = [], ...preview] = rows;
  const columns = columnsOf(header, questions);
  const missing = unansweredBy(columns, questions);

  const choose = async (chosen: File | undefined) => {
    if (chosen === undefined) return;
    if (chosen.size > CSV_MAX_BYTES) {
      setFile(undefined);
      return setFileProblem(`“${chosen.name}” is ${(chosen.size / 1024 / 1024).toFixed(1)} MiB; a batch may be at most 64 MiB.`);
    }
    setFileProblem(undefined);
    setFile({ name: chosen.name, text: await chosen.text() });
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    if (file === undefined || templateId === '') return;
    setBusy(true);
    const result = await settle(
      api.POST('/v1/FormTemplates/{id}/Batches', {
        params: { path: { id: templateId }, query: { format, ...(fileName.trim() === '' ? {} : { fileName: fileName.trim() }) } },
        headers: { 'Content-Type': 'text/csv' },
        body: file.text as never,
        bodySerializer: (body: unknown) => body as string,
      }),
    );
    setBusy(false);
    if (!result.ok) return setProblem(result.problem);
    setProblem(undefined);
    go('batches', result.data.id);
  };
  return (
    <form class="stack" onSubmit={submit} aria-labelledby="new-batch-title">
      <h2 id="new-batch-title">New batch</h2>
      <ProblemNotice problem={templates.problem ?? interview.problem} />
      <label for="batch-template">Template</label>
      <select id="batch-template" value={templateId} onChange={(event) => setTemplateId(event.currentTarget.value)}>
        <option value="">— choose —</option>
        {(templates.data?.items ?? []).map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </select>
      <label for="batch-file">Answers (.csv: a header row of question names, then one row per document)</label>
      <p id="batch-file-help" class="help">
        UTF-8, at most 64 MiB and 100,000 rows. Dates as YYYY-MM-DD; yes/no as yes or no; a list as JSON in its cell.
      </p>
      <input id="batch-file" type="file" accept=".csv,text/csv" aria-describedby="batch-file-help" onChange={(event) => void choose(event.currentTarget.files?.[0])} />
      {fileProblem !== undefined && (
        <p class="error" role="alert">
          {fileProblem}
        </p>
      )}
      {file !== undefined && templateId !== '' && header.length > 0 && (
        <>
          <table data-testid="batch-preview">
            <caption>
              The first {preview.length} row{preview.length === 1 ? '' : 's'} of {file.name}, under the questions they answer
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                {columns.map((column, index) => (
                  <th scope="col" key={index}>
                    {column.question === undefined ? (
                      <>
                        {column.header} <span class="badge badge-warning">not a question here</span>
                      </>
                    ) : (
                      <>
                        {labelOf(column.question)} <small class="muted">({column.header})</small>
                      </>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{index + 1}</th>
                  {columns.map((_, at) => (
                    <td key={at}>{row[at] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {columns.some((column) => column.question === undefined) && (
            <p class="help">A column that is not a question of this template is sent as it is: the server takes it when it names an alias or a synonym, and refuses the batch otherwise.</p>
          )}
          {missing.length > 0 && <p class="help">No column answers: {missing.map(labelOf).join(', ')} (left unanswered in every document).</p>}
        </>
      )}
      <fieldset>
        <legend>Format</legend>
        <label>
          <input type="radio" name="batch-format" checked={format === 'docx'} onChange={() => setFormat('docx')} /> Word (.docx)
        </label>{' '}
        <label>
          <input type="radio" name="batch-format" checked={format === 'pdf'} onChange={() => setFormat('pdf')} /> PDF
        </label>
      </fieldset>
      <label for="batch-file-name">File name of each document (optional; {'{{name}}'} puts a row's answer in it)</label>
      <input id="batch-file-name" value={fileName} placeholder="{{client_name}} – engagement" onInput={(event) => setFileName(event.currentTarget.value)} />
      <div class="buttons">
        <button type="submit" disabled={busy || file === undefined || templateId === ''}>
          {busy ? 'Sending…' : 'Make the documents'}
        </button>
      </div>
      <ProblemNotice problem={problem} title="Batch not started" />
    </form>
  );
};

const csvBlob = (bytes: Uint8Array): Blob => new Blob([bytes.slice().buffer], { type: 'text/csv' });

/** One job: its progress while it runs (asked again every second), its errors, the .zip and its errors.csv. */
const JobView = ({ id, onFinished }: { readonly id: string; readonly onFinished: () => void }) => {
  const [job, setJob] = useState<JobDetail | undefined>(undefined);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [status, setStatus] = useState('');
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await settle(api.GET('/v1/Jobs/{id}', { params: { path: { id } } }));
      if (stopped) return;
      if (!result.ok) return setProblem(result.problem);
      setJob(result.data);
      if (!FINISHED.includes(result.data.status) || (result.data.status !== 'failed' && !result.data.resultReady)) timer = setTimeout(() => void poll(), POLL_MS);
      else onFinished();
    };
    void poll();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [id]);
  const download = async (what: 'zip' | 'errors') => {
    setStatus('Downloading…');
    const result = await settle(api.GET('/v1/Jobs/{id}/Download', { params: { path: { id } }, parseAs: 'arrayBuffer' }));
    if (!result.ok) {
      setStatus('');
      return setProblem(result.problem);
    }
    const bytes = new Uint8Array(result.data as ArrayBuffer);
    if (what === 'zip') {
      saveFile(new Blob([bytes], { type: 'application/zip' }), `job-${id}.zip`);
      return setStatus(`Downloaded job-${id}.zip.`);
    }
    const errors = storedEntry(bytes, 'errors.csv');
    if (errors === undefined) return setStatus('errors.csv is in the .zip: download it.');
    saveFile(csvBlob(errors), 'errors.csv');
    setStatus('Downloaded errors.csv.');
  };
  const cancel = async () => {
    if (job === undefined) return;
    const result = await settle(api.PUT('/v1/Jobs/{id}/Cancel', { params: { path: { id } } }));
    if (!result.ok) return setProblem(result.problem);
    setJob({ ...job, ...result.data });
  };
  if (job === undefined) return <ProblemNotice problem={problem} />;
  const finished = FINISHED.includes(job.status);
  return (
    <section aria-labelledby="job-title" data-testid="job">
      <h2 id="job-title">Batch {job.id}</h2>
      <label for="job-progress">Progress</label>
      <progress id="job-progress" max={Math.max(1, job.total)} value={job.done} />
      <p role="status" data-testid="job-status">
        {job.status === 'queued' ? 'Waiting to start' : job.status === 'running' ? 'Making the documents' : `Finished: ${job.status}`} — {job.done} of {job.total} done: {job.succeeded} made, {job.failed} with errors.
      </p>
      <div class="buttons">
        {!finished && (
          <button type="button" class="danger" onClick={() => void cancel()}>
            Cancel the batch
          </button>
        )}
        {job.resultReady && (
          <>
            <button type="button" onClick={() => void download('zip')}>
              Download the documents (.zip{job.resultSize === null ? '' : `, ${Math.ceil(job.resultSize / 1024)} KiB`})
            </button>
            {job.errorCount > 0 && (
              <button type="button" class="secondary" onClick={() => void download('errors')}>
                Download errors.csv
              </button>
            )}
          </>
        )}
      </div>
      <p role="status" class="status">
        {status}
      </p>
      <ProblemNotice problem={problem} />
      {job.errors.length > 0 && (
        <Table
          testId="job-errors"
          caption={`Rows with errors: ${job.errorCount}${job.errorsTruncated ? ` (the first ${job.errors.length} here; errors.csv has them all)` : ''}`}
          columns={['Row', 'Problem']}
        >
          {job.errors.map((error) => (
            <tr key={`${error.item}-${error.code}`}>
              <th scope="row">{error.item}</th>
              <td>
                <code class="code">{error.code}</code>
                <FieldErrors errors={error.errors} whole="(row)" />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
};

/** Batches: many documents from a CSV (one row each), their progress, the .zip and errors.csv; the recent ones. */
export const BatchesPage = ({ id }: { readonly id: string | undefined }) => {
  const jobs = useLoad(() => settle(api.GET('/v1/Jobs', { params: { query: { limit: 20 } } })), [id]);
  return (
    <Page id="batches" title="Batches">
      {id === undefined ? <NewBatch /> : <JobView key={id} id={id} onFinished={jobs.reload} />}
      {id !== undefined && (
        <p>
          <a href={href('batches')}>Start another batch</a>
        </p>
      )}
      <h2>Recent batches</h2>
      <ProblemNotice problem={jobs.problem} />
      <Table caption="The last 20 batches, newest first" columns={['Started', 'Status', 'Documents', 'Batch']}>
        {(jobs.data?.items ?? []).map((job) => (
          <tr key={job.id}>
            <td>{new Date(job.createdAt).toLocaleString()}</td>
            <td>{job.status}</td>
            <td>
              {job.succeeded} of {job.total}
              {job.failed > 0 ? ` (${job.failed} with errors)` : ''}
            </td>
            <td>
              <a href={href('batches', job.id)}>Open {job.id}</a>
            </td>
          </tr>
        ))}
      </Table>
    </Page>
  );
};
