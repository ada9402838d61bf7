import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api, fileNameOf, type Problem, saveFile, type Schemas, settle } from '../api/client';
import { ChangeList } from './change-list';
import { ProblemNotice } from './problem-notice';
import { Table } from './table';
import { useLoad } from './use-load';
import { ItemButton } from './item-button';

/** Whose file versions: a template's or a snippet's. */
export type VersionsOf = 'FormTemplates' | 'Snippets';

type Comparison = { readonly from: number; readonly to: number; readonly changes: ReadonlyArray<Schemas['DocumentChange']> };

const listVersions = (of: VersionsOf, id: string) =>
  of === 'FormTemplates' ? settle(api.GET('/v1/FormTemplates/{id}/Versions', { params: { path: { id } } })) : settle(api.GET('/v1/Snippets/{id}/Versions', { params: { path: { id } } }));

const downloadVersion = (of: VersionsOf, id: string, n: number) =>
  of === 'FormTemplates'
    ? settle(api.GET('/v1/FormTemplates/{id}/Versions/{n}/Download', { params: { path: { id, n } }, parseAs: 'blob' }))
    : settle(api.GET('/v1/Snippets/{id}/Versions/{n}/Download', { params: { path: { id, n } }, parseAs: 'blob' }));

const compareAsDocx = (of: VersionsOf, path: { id: string; a: number; b: number }) =>
  of === 'FormTemplates'
    ? settle(api.GET('/v1/FormTemplates/{id}/Versions/{a}/Compare/{b}', { params: { path }, parseAs: 'blob' }))
    : settle(api.GET('/v1/Snippets/{id}/Versions/{a}/Compare/{b}', { params: { path }, parseAs: 'blob' }));

const compareAsJson = (of: VersionsOf, path: { id: string; a: number; b: number }) =>
  of === 'FormTemplates'
    ? settle(api.GET('/v1/FormTemplates/{id}/Versions/{a}/Compare/{b}', { params: { path, query: { format: 'json' } } }))
    : settle(api.GET('/v1/Snippets/{id}/Versions/{a}/Compare/{b}', { params: { path, query: { format: 'json' } } }));

/** The current file's line of a page's facts: its name, size and version number. */
const CurrentFile = ({ file }: { readonly file: { readonly fileName: string; readonly size: number; readonly fileVersion: number } }) => (
  <>
    <dt>File</dt>
    <dd>
      {file.fileName} ({Math.ceil(file.size / 1024)} KiB), version {file.fileVersion}
    </dd>
  </>
);

/** What a template's or a snippet's page says of it first: its description, its current file, a list (`none` when empty) and more facts. */
export const FileFacts = ({
  item,
  term,
  values,
  children,
}: {
  readonly item: { readonly description: string; readonly fileName: string; readonly size: number; readonly fileVersion: number };
  readonly term: string;
  readonly values: ReadonlyArray<string>;
  readonly children?: ComponentChildren;
}) => (
  <>
    <p>{item.description}</p>
    <dl class="facts">
      <CurrentFile file={item} />
      <dt>{term}</dt>
      <dd>{values.length === 0 ? 'none' : values.join(', ')}</dd>
      {children}
    </dl>
  </>
);

/**
 * Every file version of a template or a snippet: each downloadable, each compared with the one
 * before it (the list of changes, and the .docx with tracked changes). `reloadKey` changes when a
 * new version was stored.
 */
export const FileVersions = ({ of, id, name, reloadKey }: { readonly of: VersionsOf; readonly id: string; readonly name: string; readonly reloadKey: number }) => {
  const versions = useLoad(() => listVersions(of, id), [of, id, reloadKey]);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [comparison, setComparison] = useState<Comparison | undefined>(undefined);

  const download = async (n: number) => {
    const result = await downloadVersion(of, id, n);
    if (result.ok) saveFile(result.data as Blob, fileNameOf(result.response, `${name} v${n}.docx`));
    setProblem(result.ok ? undefined : result.problem);
  };
  const compare = async (from: number, to: number) => {
    const result = await compareAsJson(of, { id, a: from, b: to });
    setProblem(result.ok ? undefined : result.problem);
    setComparison(result.ok ? { from, to, changes: (result.data as Schemas['DocumentComparison']).changes } : undefined);
  };
  const downloadCompared = async (from: number, to: number) => {
    const result = await compareAsDocx(of, { id, a: from, b: to });
    if (result.ok) saveFile(result.data as Blob, fileNameOf(result.response, `${name} v${from} to v${to}.docx`));
    setProblem(result.ok ? undefined : result.problem);
  };

  return (
    <>
      <h2>Versions</h2>
      <ProblemNotice problem={versions.problem ?? problem} />
      {versions.data !== undefined && (
        <Table caption="Every version stays downloadable" columns={['Version', 'File', 'Stored', 'Download', 'Compare']}>
          {versions.data.items.map((version) => (
            <tr key={version.number}>
              <td>
                {version.number}
                {version.current && <span class="badge">current</span>}
              </td>
              <td>{version.fileName}</td>
              <td>{new Date(version.createdAt).toLocaleString()}</td>
              <td>
                <ItemButton action="Download" item={`version ${version.number}`} onClick={() => void download(version.number)} />
              </td>
              <td>
                {version.number > 1 && (
                  <button type="button" class="secondary" onClick={() => void compare(version.number - 1, version.number)}>
                    Compare with version {version.number - 1}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {comparison !== undefined && (
        <>
          <h2>
            Changes from version {comparison.from} to version {comparison.to}
          </h2>
          <ChangeList caption={`What changed from version ${comparison.from} to version ${comparison.to}`} changes={comparison.changes} />
          <div class="buttons">
            <button type="button" class="secondary" onClick={() => void downloadCompared(comparison.from, comparison.to)}>
              Download with tracked changes
            </button>
          </div>
        </>
      )}
    </>
  );
};
