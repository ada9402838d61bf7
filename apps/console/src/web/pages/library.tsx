import { useMemo } from 'preact/hooks';
import { api, ifMatch, type Schemas, settle } from '../api/client';
import { DropZone } from '../components/drop-zone';
import { listOf, ResourceTab, type ResourceSpec } from '../components/resource-tab';
import { asForm, uploadForm } from '../components/upload';
import { useLoad } from '../components/use-load';
import { href } from '../router';
import { Page } from '../components/page';

const ALIAS_TYPES = ['text', 'number', 'currency', 'date', 'boolean', 'choice', 'list'] as const;
type AliasType = (typeof ALIAS_TYPES)[number];
const orNull = (text: string | undefined): string | null => (text === undefined || text.trim() === '' ? null : text.trim());
const force = (yes: boolean): { force?: 'true' } => (yes ? { force: 'true' } : {});

const aliases: ResourceSpec<Schemas['Alias']> = {
  singular: 'alias',
  plural: 'aliases',
  search: (q) => settle(api.GET('/v1/Aliases', { params: { query: { q, limit: 100 } } })),
  columns: [
    { label: 'Name', cell: (alias) => <code>{alias.name}</code> },
    { label: 'Label', cell: (alias) => alias.label },
    { label: 'Type', cell: (alias) => alias.type + (alias.formula === null ? '' : ' (computed)') },
    { label: 'Synonyms', cell: (alias) => alias.synonyms.join(', ') },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, help: 'An identifier: a letter, then letters, digits or _ (e.g. client_name).' },
    { name: 'type', label: 'Type', kind: 'select', options: ALIAS_TYPES.map((type) => ({ value: type, label: type })) },
    { name: 'label', label: 'Label (the question people see)', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'choices', label: 'Choices', kind: 'list', shownWhen: (values) => values['type'] === 'choice' },
    { name: 'itemFields', label: 'Fields of each item', kind: 'list', shownWhen: (values) => values['type'] === 'list' },
    { name: 'format', label: 'Format', kind: 'text', help: 'How the value prints, e.g. "MMMM d, yyyy" for a date or "USD" for currency.' },
    { name: 'synonyms', label: 'Synonyms', kind: 'list', help: 'Other names templates use for the same data, e.g. ClientName, Petitioner Name.' },
    { name: 'formula', label: 'Formula (a computed alias; leave empty to ask for it)', kind: 'text' },
  ],
  valuesOf: (alias) => ({
    name: alias?.name ?? '',
    type: alias?.type ?? 'text',
    label: alias?.label ?? '',
    description: alias?.description ?? '',
    choices: (alias?.choices ?? []).join(', '),
    itemFields: (alias?.itemFields ?? []).join(', '),
    format: alias?.format ?? '',
    synonyms: (alias?.synonyms ?? []).join(', '),
    formula: alias?.formula ?? '',
  }),
  create: (values) => settle(api.POST('/v1/Aliases', { body: aliasBody(values) })),
  update: (alias, values) => settle(api.PUT('/v1/Aliases/{id}', { params: { path: { id: alias.id } }, headers: ifMatch(alias.version), body: aliasBody(values) })),
  remove: (alias, yes) => settle(api.DELETE('/v1/Aliases/{id}', { params: { path: { id: alias.id }, query: force(yes) }, headers: ifMatch(alias.version) })),
  forceCodes: ['alias_in_use'],
};

const aliasBody = (values: Readonly<Record<string, string>>): Schemas['CreateAliasRequest'] => {
  const type = (ALIAS_TYPES.find((candidate) => candidate === values['type']) ?? 'text') as AliasType;
  return {
    name: (values['name'] ?? '').trim(),
    type,
    label: values['label'] ?? '',
    description: values['description'] ?? '',
    choices: type === 'choice' ? listOf(values['choices']) : null,
    itemFields: type === 'list' ? listOf(values['itemFields']) : null,
    format: orNull(values['format']),
    synonyms: listOf(values['synonyms']),
    formula: orNull(values['formula']),
  };
};

const rules: ResourceSpec<Schemas['Rule']> = {
  singular: 'rule',
  plural: 'rules',
  search: (q) => settle(api.GET('/v1/NamedRanges', { params: { query: { q, limit: 100 } } })),
  columns: [
    { label: 'Name', cell: (rule) => <code>{rule.name}</code> },
    { label: 'Kind', cell: (rule) => rule.kind + (rule.repeatOver === null ? '' : ` over ${rule.repeatOver}`) },
    { label: 'Expression', cell: (rule) => <code>{rule.expression ?? ''}</code> },
    { label: 'Description', cell: (rule) => rule.description },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, help: "Word's bookmark rules: a letter, then letters, digits or _ (up to 40)." },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: [
        { value: 'condition', label: 'condition: keep the range when true' },
        { value: 'repeat', label: 'repeat: the range once per item of a list' },
      ],
    },
    { name: 'expression', label: 'Expression', kind: 'text', help: 'e.g. client_age >= 18 and (marital_status = "married" or has_partner)' },
    { name: 'repeatOver', label: 'Repeat over (a list alias)', kind: 'text', shownWhen: (values) => values['kind'] === 'repeat' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  valuesOf: (rule) => ({ name: rule?.name ?? '', kind: rule?.kind ?? 'condition', expression: rule?.expression ?? '', repeatOver: rule?.repeatOver ?? '', description: rule?.description ?? '' }),
  create: (values) => settle(api.POST('/v1/NamedRanges', { body: ruleBody(values) })),
  update: (rule, values) => settle(api.PUT('/v1/NamedRanges/{id}', { params: { path: { id: rule.id } }, headers: ifMatch(rule.version), body: ruleBody(values) })),
  remove: (rule, yes) => settle(api.DELETE('/v1/NamedRanges/{id}', { params: { path: { id: rule.id }, query: force(yes) }, headers: ifMatch(rule.version) })),
  forceCodes: ['rule_in_use'],
};

const ruleBody = (values: Readonly<Record<string, string>>): Schemas['CreateRuleRequest'] => {
  const kind = values['kind'] === 'repeat' ? 'repeat' : 'condition';
  return {
    name: (values['name'] ?? '').trim(),
    kind,
    description: values['description'] ?? '',
    expression: orNull(values['expression']),
    repeatOver: kind === 'repeat' ? orNull(values['repeatOver']) : null,
  };
};

const folderOptions = (folders: ReadonlyArray<Schemas['SnippetFolder']>, none: string) => [{ value: '', label: none }, ...folders.map((folder) => ({ value: folder.id, label: folder.name }))];

const snippetsOf = (folders: ReadonlyArray<Schemas['SnippetFolder']>): ResourceSpec<Schemas['Snippet']> => ({
  singular: 'snippet',
  plural: 'snippets',
  search: (q) => settle(api.GET('/v1/Snippets', { params: { query: { q, limit: 100 } } })),
  columns: [
    { label: 'Name', cell: (snippet) => snippet.name },
    { label: 'Folder', cell: (snippet) => folders.find((folder) => folder.id === snippet.folderId)?.name ?? '(unfiled)' },
    { label: 'Fields', cell: (snippet) => snippet.fields.join(', ') },
    { label: 'Text', cell: (snippet) => <span class="preview">{snippet.text.slice(0, 160)}</span> },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, help: 'Templates insert a snippet by its name.' },
    { name: 'folderId', label: 'Folder', kind: 'select', options: folderOptions(folders, '(unfiled)') },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'tags', label: 'Tags', kind: 'list' },
    { name: 'text', label: 'Text (each line a paragraph; tags like {{client_name}} work)', kind: 'textarea' },
  ],
  valuesOf: (snippet) => ({ name: snippet?.name ?? '', folderId: snippet?.folderId ?? '', description: snippet?.description ?? '', tags: (snippet?.tags ?? []).join(', '), text: snippet?.text ?? '' }),
  create: (values) =>
    settle(
      api.POST('/v1/Snippets', {
        body: { name: (values['name'] ?? '').trim(), text: values['text'] ?? '', folderId: orNull(values['folderId']), description: values['description'] ?? '', tags: listOf(values['tags']) },
      } as never),
    ),
  update: (snippet, values) =>
    settle(
      api.PUT('/v1/Snippets/{id}', {
        params: { path: { id: snippet.id } },
        headers: ifMatch(snippet.version),
        body: {
          name: (values['name'] ?? '').trim(),
          folderId: orNull(values['folderId']),
          description: values['description'] ?? '',
          tags: listOf(values['tags']),
          // The text only when it was changed: a snippet uploaded as .docx keeps its formatting otherwise.
          ...(values['text'] === snippet.text ? {} : { text: values['text'] ?? '' }),
        },
      } as never),
    ),
  remove: (snippet, yes) => settle(api.DELETE('/v1/Snippets/{id}', { params: { path: { id: snippet.id }, query: force(yes) }, headers: ifMatch(snippet.version) })),
  forceCodes: ['snippet_in_use'],
  page: (snippet) => ({ href: href('library', 'snippets', snippet.id), label: 'Versions' }),
  extra: (reload, setProblem) => (
    <>
      <h2>Upload a snippet (.docx)</h2>
      <DropZone
        id="snippet-file"
        label="Snippet file (.docx)"
        onFile={(file) =>
          void settle(api.POST('/v1/Snippets', asForm(uploadForm(file, { name: file.name.replace(/\.docx$/i, '') })) as never)).then((result) => {
            setProblem(result.ok ? undefined : result.problem);
            if (result.ok) reload();
          })
        }
      />
    </>
  ),
});

const foldersOf = (folders: ReadonlyArray<Schemas['SnippetFolder']>, reloadFolders: () => void): ResourceSpec<Schemas['SnippetFolder']> => ({
  singular: 'folder',
  plural: 'folders',
  search: async (q) => {
    const result = await settle(api.GET('/v1/Snippets/Folders'));
    reloadFolders();
    return result.ok ? { ...result, data: { items: result.data.items.filter((folder) => folder.name.toLowerCase().includes(q.toLowerCase())) } } : result;
  },
  columns: [
    { label: 'Name', cell: (folder) => folder.name },
    { label: 'Inside', cell: (folder) => folders.find((parent) => parent.id === folder.parentId)?.name ?? '(top level)' },
    { label: 'Snippets', cell: (folder) => folder.snippetCount },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'parentId', label: 'Inside folder', kind: 'select', options: folderOptions(folders, '(top level)') },
  ],
  valuesOf: (folder) => ({ name: folder?.name ?? '', parentId: folder?.parentId ?? '' }),
  create: (values) => settle(api.POST('/v1/Snippets/Folder', { body: { name: (values['name'] ?? '').trim(), parentId: orNull(values['parentId']) } })),
  update: (folder, values) =>
    settle(api.PUT('/v1/Snippets/Folders/{id}', { params: { path: { id: folder.id } }, headers: ifMatch(folder.version), body: { name: (values['name'] ?? '').trim(), parentId: orNull(values['parentId']) } })),
  remove: (folder) => settle(api.DELETE('/v1/Snippets/Folders/{id}', { params: { path: { id: folder.id } }, headers: ifMatch(folder.version) })),
});

const tabs = [
  { id: 'aliases', label: 'Aliases' },
  { id: 'rules', label: 'Rules' },
  { id: 'snippets', label: 'Snippets' },
  { id: 'folders', label: 'Folders' },
] as const;

/** The tenant's library: aliases, conditional rules, snippets and their folders. */
export const LibraryPage = ({ tab }: { readonly tab: string; readonly focus?: string | undefined }) => {
  const folders = useLoad(() => settle(api.GET('/v1/Snippets/Folders')), []);
  const items = folders.data?.items ?? [];
  const snippets = useMemo(() => snippetsOf(items), [folders.data]);
  const folderSpec = useMemo(() => foldersOf(items, folders.reload), [folders.data]);
  const current = tabs.find((candidate) => candidate.id === tab) ?? tabs[0];
  return (
    <Page id="library" title={`Library: ${current.label.toLowerCase()}`}>
      <nav aria-label="Library" class="tabs">
        <ul>
          {tabs.map((candidate) => (
            <li key={candidate.id}>
              <a href={href('library', candidate.id)} aria-current={candidate.id === current.id ? 'page' : undefined}>
                {candidate.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {current.id === 'aliases' && <ResourceTab spec={aliases} />}
      {current.id === 'rules' && <ResourceTab spec={rules} />}
      {current.id === 'snippets' && <ResourceTab spec={snippets} />}
      {current.id === 'folders' && <ResourceTab spec={folderSpec} />}
    </Page>
  );
};
