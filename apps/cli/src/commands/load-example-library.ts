import type { AppError } from '@quire/application/app-error';
import type { Principal } from '@quire/application/principal';
import { apiKeyId, type TenantId, userId } from '@quire/domain/ids';
import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import { nameKey } from '@quire/domain/names';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { Composition } from '@quire/server/composition/compose';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { CommandFailed, type CommandIo } from '../cli-command';
import { describeError } from '../describe-error';
import type { ExampleLibrary } from './example-library';

export type LoadedKind = 'alias' | 'rule' | 'folder' | 'snippet' | 'template';
export type LoadOutcome = { readonly kind: LoadedKind; readonly name: string; readonly status: 'created' | 'exists'; readonly id: string };

/** The use cases ask who acts; the CLI acts as the operator of the machine, not as a user with a key. */
const operator = (tenantId: TenantId): Principal => ({ tenantId, userId: userId('cli'), keyId: apiKeyId('cli'), keyPrefix: 'cli', memberRole: 'owner', keyRole: 'owner' });

/** A refusal as one line: the document's errors are listed with where they are, other errors as the CLI describes them. */
const explain = (error: AppError | StorageError): string =>
  error._tag === 'DocumentInvalid'
    ? error.diagnostics.map((d) => `${d.message} (${d.part}${d.paragraph === null ? '' : `, paragraph ${d.paragraph}`})`).join('; ')
    : describeError(error);

const run = async <A>(kind: LoadedKind, name: string, task: TE.TaskEither<AppError | StorageError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new CommandFailed(`${kind} "${name}": ${explain(result.left)}`);
  return result.right;
};

/**
 * Loads a library into a tenant through the same use cases as the API (every validation applies),
 * in dependency order: aliases, rules, folders, snippets, templates. What already exists by name
 * is left as it is and reported `exists`, so a second load changes nothing; the first refusal stops
 * the load with one line naming the item.
 */
export const loadExampleLibrary = async ({ ports, useCases }: Pick<Composition, 'ports' | 'useCases'>, tenantId: TenantId, library: ExampleLibrary, io: CommandIo): Promise<ReadonlyArray<LoadOutcome>> => {
  const principal = operator(tenantId);
  const outcomes: LoadOutcome[] = [];
  const report = (outcome: LoadOutcome): void => {
    outcomes.push(outcome);
    io.out([outcome.kind, outcome.name, outcome.status, outcome.id].join('\t'));
  };
  const existing = <A extends { readonly id: string }>(kind: LoadedKind, name: string, found: O.Option<A>): boolean => {
    if (O.isNone(found)) return false;
    report({ kind, name, status: 'exists', id: found.value.id });
    return true;
  };

  const { aliases } = ports;
  const { createAlias } = useCases.aliases;
  for (const alias of library.aliases) {
    const found = await run('alias', alias.name, aliases.findByNameKeys(tenantId, [nameKey(alias.name)]));
    if (existing('alias', alias.name, O.fromNullable(found.find((a) => nameKey(a.name) === nameKey(alias.name))))) continue;
    const created = await run('alias', alias.name, createAlias({ principal, alias }));
    report({ kind: 'alias', name: created.name, status: 'created', id: created.id });
  }

  const { rules } = ports;
  const { createRule } = useCases.rules;
  for (const rule of library.rules) {
    if (existing('rule', rule.name, await run('rule', rule.name, rules.findByName(tenantId, rule.name)))) continue;
    const created = await run('rule', rule.name, createRule({ principal, rule }));
    report({ kind: 'rule', name: created.name, status: 'created', id: created.id });
  }

  const folders = ports.snippetFolders;
  const createFolder = useCases.snippetFolders.createSnippetFolder;
  const folderIds = new Map<string, SnippetFolderId>();
  const folderOf = async (folderPath: string): Promise<SnippetFolderId> => {
    let parentId: SnippetFolderId | null = null;
    let walked = '';
    for (const segment of folderPath.split('/').map((s) => s.trim()).filter((s) => s !== '')) {
      walked = walked === '' ? segment : `${walked}/${segment}`;
      const known = folderIds.get(nameKey(walked));
      if (known !== undefined) {
        parentId = known;
        continue;
      }
      const found = await run('folder', walked, folders.findChildByName(tenantId, parentId, segment));
      const id: SnippetFolderId = O.isSome(found) ? found.value.id : (await run('folder', walked, createFolder({ principal, name: segment, parentId }))).id;
      report({ kind: 'folder', name: walked, status: O.isSome(found) ? 'exists' : 'created', id });
      folderIds.set(nameKey(walked), id);
      parentId = id;
    }
    if (parentId === null) throw new CommandFailed(`folder "${folderPath}": names no folder`);
    return parentId;
  };

  const { snippets } = ports;
  const { createSnippet } = useCases.snippets;
  for (const snippet of library.snippets) {
    const folderId = snippet.folder === null ? null : await folderOf(snippet.folder);
    if (existing('snippet', snippet.name, await run('snippet', snippet.name, snippets.findByName(tenantId, snippet.name)))) continue;
    const source =
      snippet.source.kind === 'text'
        ? { kind: 'text' as const, text: snippet.source.text }
        : { kind: 'file' as const, file: { bytes: snippet.source.bytes, fileName: snippet.source.fileName } };
    const created = await run(
      'snippet',
      snippet.name,
      createSnippet({ principal, name: snippet.name, folderId, description: snippet.description, tags: snippet.tags, source }),
    );
    report({ kind: 'snippet', name: created.name, status: 'created', id: created.id });
  }

  const { templates } = ports;
  const createTemplate = useCases.formTemplates.createFormTemplate;
  for (const template of library.templates) {
    if (existing('template', template.name, await run('template', template.name, templates.findByName(tenantId, template.name)))) continue;
    const created = await run(
      'template',
      template.name,
      createTemplate({ principal, name: template.name, description: template.description, tags: template.tags, file: { bytes: template.bytes, fileName: template.fileName } }),
    );
    report({ kind: 'template', name: created.name, status: 'created', id: created.id });
  }
  return outcomes;
};
