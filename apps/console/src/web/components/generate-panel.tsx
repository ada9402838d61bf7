import { useState } from 'preact/hooks';
import { api, fileNameOf, type Problem, saveFile, settle } from '../api/client';
import { type GenerationWarning, GenerationWarnings, warningsOf } from './generation-warnings';
import { PdfPreview } from './pdf-preview';
import { ProblemNotice } from './problem-notice';

export type Generated = {
  readonly fileName: string;
  readonly blob: Blob;
  readonly pdf: Uint8Array | undefined;
  readonly warnings: ReadonlyArray<GenerationWarning>;
  readonly warningCount: number;
};

/**
 * Makes the document(s): one template or a packet (a .zip, or one merged document), as .docx or PDF;
 * the file is saved, and a PDF is also drawn in the page. A 422 goes to onProblem (the interview
 * shows its paths at their questions).
 */
export const GeneratePanel = ({
  templateIds,
  data,
  onProblem,
}: {
  readonly templateIds: ReadonlyArray<string>;
  readonly data: Readonly<Record<string, unknown>>;
  readonly onProblem?: (problem: Problem | undefined) => void;
}) => {
  const [format, setFormat] = useState<'docx' | 'pdf'>('docx');
  const [bundle, setBundle] = useState<'zip' | 'merged'>('zip');
  const [archival, setArchival] = useState(false);
  const [tagged, setTagged] = useState(false);
  const [sealed, setSealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [generated, setGenerated] = useState<Generated | undefined>(undefined);
  const packet = templateIds.length > 1;

  const generate = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    const [first] = templateIds;
    // What a PDF must also be (docs/pdf-forms.md): sent only when something is asked.
    const asked = format === 'pdf' && (archival || tagged || sealed);
    const pdf = asked ? { pdf: { ...(archival ? { archive: 'PDF/A-2b' as const } : {}), tagged, seal: sealed } } : {};
    const result =
      packet || first === undefined
        ? await settle(api.POST('/v1/FormTemplates/Generate', { body: { templateIds: [...templateIds], data: { ...data }, format, bundle, ...pdf }, parseAs: 'blob' }))
        : await settle(api.POST('/v1/FormTemplates/{id}/Generate', { params: { path: { id: first } }, body: { data: { ...data }, format, ...pdf }, parseAs: 'blob' }));
    setBusy(false);
    onProblem?.(result.ok ? undefined : result.problem);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    const blob = result.data as Blob;
    const fallback = packet ? (bundle === 'zip' ? 'packet.zip' : `packet.${format}`) : `document.${format}`;
    const fileName = fileNameOf(result.response, fallback);
    const isPdf = (result.response.headers.get('Content-Type') ?? '').startsWith('application/pdf');
    const { warnings, count } = warningsOf(result.response);
    const made = { fileName, blob, pdf: isPdf ? new Uint8Array(await blob.arrayBuffer()) : undefined, warnings, warningCount: count };
    setGenerated(made);
    saveFile(blob, fileName);
  };

  return (
    <section class="generate" aria-labelledby="generate-title">
      <h2 id="generate-title">Generate</h2>
      <form class="inline" onSubmit={generate}>
        <fieldset>
          <legend>Format</legend>
          <label>
            <input type="radio" name="format" value="docx" checked={format === 'docx'} onChange={() => setFormat('docx')} /> Word (.docx)
          </label>
          <label>
            <input type="radio" name="format" value="pdf" checked={format === 'pdf'} onChange={() => setFormat('pdf')} /> PDF
          </label>
        </fieldset>
        {format === 'pdf' && (
          <fieldset>
            <legend>The PDF</legend>
            <label>
              <input type="checkbox" checked={archival} onChange={(event) => setArchival(event.currentTarget.checked)} /> Archival, for keeping (A-2b)
            </label>
            <label>
              <input type="checkbox" checked={tagged} onChange={(event) => setTagged(event.currentTarget.checked)} /> Tagged for screen readers
            </label>
            <label>
              <input type="checkbox" checked={sealed} onChange={(event) => setSealed(event.currentTarget.checked)} /> Sealed with the tenant's certificate
            </label>
          </fieldset>
        )}
        {packet && (
          <fieldset>
            <legend>Packet</legend>
            <label>
              <input type="radio" name="bundle" value="zip" checked={bundle === 'zip'} onChange={() => setBundle('zip')} /> One file per form (.zip)
            </label>
            <label>
              <input type="radio" name="bundle" value="merged" checked={bundle === 'merged'} onChange={() => setBundle('merged')} /> One merged document
            </label>
          </fieldset>
        )}
        <button type="submit" disabled={busy || templateIds.length === 0}>
          {busy ? 'Generating…' : `Generate ${format === 'pdf' ? 'PDF' : '.docx'}`}
        </button>
      </form>
      <ProblemNotice problem={problem} title="No document made" />
      {generated !== undefined && (
        <div class="generated">
          <p role="status">
            Made <strong>{generated.fileName}</strong> ({Math.ceil(generated.blob.size / 1024)} KiB)
            {generated.warningCount === 0 ? ', with no warnings.' : `, with ${generated.warningCount} warning${generated.warningCount === 1 ? '' : 's'}: see below.`}{' '}
            <button type="button" class="secondary" onClick={() => saveFile(generated.blob, generated.fileName)}>
              Download again
            </button>
          </p>
          <GenerationWarnings warnings={generated.warnings} count={generated.warningCount} caption={`Warnings of ${generated.fileName}`} />
          {generated.pdf !== undefined && <PdfPreview bytes={generated.pdf} title={generated.fileName} />}
        </div>
      )}
    </section>
  );
};
