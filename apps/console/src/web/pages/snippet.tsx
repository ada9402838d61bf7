import { useState } from 'preact/hooks';
import { api, fileNameOf, type Problem, saveFile, settle } from '../api/client';
import { FileFacts, FileVersions } from '../components/file-versions';
import { ProblemNotice } from '../components/problem-notice';
import { useLoad } from '../components/use-load';
import { href } from '../router';
import { Page } from '../components/page';

/** One snippet: its details and text, the current file, and every file version compared with the one before. */
export const SnippetPage = ({ id }: { readonly id: string }) => {
  const snippet = useLoad(() => settle(api.GET('/v1/Snippets/{id}', { params: { path: { id } } })), [id]);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const data = snippet.data;

  const download = async () => {
    const result = await settle(api.GET('/v1/Snippets/{id}/Download', { params: { path: { id } }, parseAs: 'blob' }));
    if (result.ok) saveFile(result.data as Blob, fileNameOf(result.response, `${data?.name ?? 'snippet'}.docx`));
    setProblem(result.ok ? undefined : result.problem);
  };

  return (
    <Page id="snippet" title={data?.name ?? 'Snippet'} back={{ href: href('library', 'snippets'), label: 'Snippets' }}>
      <ProblemNotice problem={snippet.problem ?? problem} />
      {data !== undefined && (
        <>
          <FileFacts item={data} term="Fields" values={data.fields}>
            <dt>Inserted as</dt>
            <dd>
              <code>{`{{> ${data.name}}}`}</code>
            </dd>
          </FileFacts>
          <div class="buttons">
            <button type="button" class="secondary" onClick={() => void download()}>
              Download .docx
            </button>
          </div>
          <h2>Text</h2>
          <p class="preview text-block">{data.text}</p>
          <FileVersions of="Snippets" id={id} name={data.name} reloadKey={data.fileVersion} />
        </>
      )}
    </Page>
  );
};
