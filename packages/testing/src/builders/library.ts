import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import { currentFileVersion, type FormTemplate, type FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import { aliasId, conditionalRuleId, formTemplateId, snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import type { UsageRef } from '@quire/domain/library/library-usage';
import type { RuleExpression } from '@quire/domain/library/rules/rule-expression';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import type { DocumentContent, StoredFile } from '@quire/domain/library/stored-file';
import { type Analysis, EMPTY_ANALYSIS } from '@quire/domain/library/form-templates/template-analysis';
import { arbitraryItem } from './library-item';
import { nextNumber } from './next-number';

/*
 * Builders of valid library objects: every call yields new ids and names. Override only what the
 * test is about (tenantId above all: the SQL stores need the tenant to exist).
 */
export const arbitraryAlias = (overrides: Partial<Alias> = {}): Alias => {
  const { n, item } = arbitraryItem(aliasId, 'alias', (n) => `alias_${n}`);
  return { ...item, label: `Alias ${n}`, description: '', type: 'text', choices: null, itemFields: null, format: null, synonyms: [], formula: null, reads: [], ...overrides };
};

/** A computed number alias whose formula reads these aliases (a sum of them), as the application would save it. */
export const arbitraryComputedAlias = (reads: ReadonlyArray<string>, overrides: Partial<Alias> = {}): Alias =>
  arbitraryAlias({
    type: 'number',
    formula: {
      text: reads.join(' + '),
      json: reads.slice(1).reduce<RuleExpression['json']>((sum, name) => ({ add: [sum, { alias: name }] }), { alias: reads[0] ?? '' }),
      names: reads,
    },
    reads,
    ...overrides,
  });

/** An already parsed expression that reads these names (what the RuleLanguage port would answer). */
export const arbitraryExpression = (names: ReadonlyArray<string> = ['married'], text = names.join(' and ')): RuleExpression => ({
  text,
  json: { all: names.map((name) => ({ alias: name, op: 'answered' })) },
  names,
});

/** A condition rule reading `aliases` (default: `married`). */
export const arbitraryRule = (overrides: Partial<ConditionalRule> = {}): ConditionalRule => {
  const { item } = arbitraryItem(conditionalRuleId, 'rule', (n) => `rule_${n}`);
  const aliases = overrides.aliases ?? ['married'];
  return { ...item, description: '', kind: 'condition', expression: arbitraryExpression(aliases), repeatOver: null, aliases, ...overrides };
};

export const arbitraryFolder = (overrides: Partial<SnippetFolder> = {}): SnippetFolder => {
  const { item } = arbitraryItem(snippetFolderId, 'folder', (n) => `Folder ${n}`);
  return { ...item, parentId: null, ...overrides };
};

/** A 64-hex-digit string that looks like the SHA-256 of a blob. */
export const arbitrarySha256 = (): string => nextNumber().padStart(64, 'b');

export const arbitraryFile = (overrides: Partial<StoredFile> = {}): StoredFile => ({ fileName: `file-${nextNumber()}.docx`, size: 1234, sha256: arbitrarySha256(), ...overrides });

export const arbitraryAnalysis = (overrides: Partial<Analysis> = {}): Analysis => ({ ...EMPTY_ANALYSIS, ...overrides });

/** A file with its text and analysis, as a snippet or a template holds it. */
export const arbitraryContent = (overrides: Partial<DocumentContent> = {}): DocumentContent => ({
  file: arbitraryFile(),
  text: `Text ${nextNumber()}.`,
  analysis: arbitraryAnalysis(),
  ...overrides,
});

/**
 * An analysis that writes these names: fields, conditions (`rules`: names of rules; `reads`: aliases
 * read by inline conditions), repeats and snippets, each once.
 */
export const analysisUsing = (uses: {
  readonly fields?: ReadonlyArray<string>;
  readonly rules?: ReadonlyArray<string>;
  readonly reads?: ReadonlyArray<string>;
  readonly repeats?: ReadonlyArray<string>;
  readonly snippets?: ReadonlyArray<string>;
}): Analysis => ({
  ...EMPTY_ANALYSIS,
  fields: (uses.fields ?? []).map((name) => ({ name, alias: null, occurrences: 1 })),
  rules: [
    ...(uses.rules ?? []).map((name) => ({ name, rule: name, reads: [], occurrences: 1 })),
    ...(uses.reads ?? []).map((name) => ({ name: `${name} is answered`, rule: null, reads: [name], occurrences: 1 })),
  ],
  repeats: (uses.repeats ?? []).map((name) => ({ name, rule: null, alias: null, occurrences: 1 })),
  snippets: (uses.snippets ?? []).map((name) => ({ name, snippet: null, occurrences: 1 })),
});

export const arbitrarySnippet = (overrides: Partial<Snippet> = {}): Snippet => {
  const { n, item } = arbitraryItem(snippetId, 'snippet', (n) => `Snippet ${n}`);
  return { ...item, description: '', folderId: null, tags: [], ...arbitraryContent({ text: `Text of snippet ${n}.` }), fileVersion: 1, ...overrides };
};

/** A template whose current file is version `fileVersion` (1 unless overridden); store it with `templateVersionOf(template)`. */
export const arbitraryFormTemplate = (overrides: Partial<FormTemplate> = {}): FormTemplate => {
  const { item } = arbitraryItem(formTemplateId, 'template', (n) => `Template ${n}`);
  return { ...item, description: '', tags: [], file: arbitraryFile(), analysis: EMPTY_ANALYSIS, fileVersion: 1, ...overrides };
};

/** The file version row of the template's current file (what insert and update store with it). */
export const templateVersionOf = currentFileVersion;

/** The template with a new current file (one more `version` and `fileVersion`) and that file's version row. */
export const withNewFile = (
  template: FormTemplate,
  content: { readonly file?: StoredFile; readonly analysis?: Analysis } = {},
  at = new Date(template.updatedAt.getTime() + 1000),
): { readonly template: FormTemplate; readonly newVersion: FormTemplateVersion } => {
  const next: FormTemplate = {
    ...template,
    file: content.file ?? arbitraryFile(),
    analysis: content.analysis ?? template.analysis,
    fileVersion: template.fileVersion + 1,
    version: template.version + 1,
    updatedAt: at,
  };
  return { template: next, newVersion: templateVersionOf(next) };
};

/** A user of something, for usage tests. */
export const usedBy = <Id extends string>(id: Id, via: ReadonlyArray<string>): UsageRef<Id> => ({ id, name: `User of ${via.join(', ')}`, via });
