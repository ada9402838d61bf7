/*
 * Builders for the domain's own specs (the testing package cannot be imported here: the domain
 * depends on nothing of ours). Every call yields a new id; override only what a test is about.
 */
import type { Alias } from './alias';
import type { ConditionalRule } from './conditional-rule';
import type { FormTemplate } from './form-template';
import { tenantId } from './ids';
import { aliasId, conditionalRuleId, formTemplateId, snippetFolderId, snippetId } from './library-ids';
import type { UsageRef } from './library-usage';
import type { RuleExpression } from './rule-expression';
import type { Snippet } from './snippet';
import type { SnippetFolder } from './snippet-folder';
import type { DocumentContent, StoredFile } from './stored-file';
import { type Analysis, EMPTY_ANALYSIS } from './template-analysis';

let counter = 0;
const next = (): string => {
  counter += 1;
  return String(counter).padStart(4, '0');
};

/** A fixed instant, in milliseconds since the epoch (tests pin their own time; the domain never reads the clock). */
// eslint-disable-next-line no-restricted-syntax -- the one place the domain's specs make instants
const at = (ms: number): Date => new Date(ms);

export const instant = (iso: string): Date => at(Date.parse(iso));
export const T0 = instant('2026-01-01T00:00:00.000Z');
/** `ms` milliseconds after T0. */
export const later = (ms: number): Date => at(T0.getTime() + ms);

export const TENANT = tenantId('tenant-1');

export const arbitraryAlias = (overrides: Partial<Alias> = {}): Alias => {
  const n = next();
  return {
    id: aliasId(`alias-${n}`),
    tenantId: TENANT,
    name: `alias_${n}`,
    label: `Alias ${n}`,
    description: '',
    type: 'text',
    choices: null,
    itemFields: null,
    format: null,
    synonyms: [],
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...overrides,
  };
};

/** An already parsed expression that reads these names (what the RuleLanguage port would answer). */
export const arbitraryExpression = (names: ReadonlyArray<string> = ['married'], text = names.join(' and ')): RuleExpression => ({
  text,
  json: { all: names.map((name) => ({ alias: name, op: 'answered' })) },
  names,
});

export const arbitraryRule = (overrides: Partial<ConditionalRule> = {}): ConditionalRule => {
  const n = next();
  return {
    id: conditionalRuleId(`rule-${n}`),
    tenantId: TENANT,
    name: `rule_${n}`,
    description: '',
    kind: 'condition',
    expression: arbitraryExpression(),
    repeatOver: null,
    aliases: ['married'],
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...overrides,
  };
};

export const arbitraryFolder = (overrides: Partial<SnippetFolder> = {}): SnippetFolder => {
  const n = next();
  return { id: snippetFolderId(`folder-${n}`), tenantId: TENANT, name: `Folder ${n}`, parentId: null, createdAt: T0, updatedAt: T0, version: 1, ...overrides };
};

export const arbitraryFile = (overrides: Partial<StoredFile> = {}): StoredFile => ({ fileName: `file-${next()}.docx`, size: 1234, sha256: next().padStart(64, 'a'), ...overrides });

export const arbitraryAnalysis = (overrides: Partial<Analysis> = {}): Analysis => ({ ...EMPTY_ANALYSIS, ...overrides });

export const arbitraryContent = (overrides: Partial<DocumentContent> = {}): DocumentContent => ({ file: arbitraryFile(), text: 'Some text.', analysis: arbitraryAnalysis(), ...overrides });

export const arbitrarySnippet = (overrides: Partial<Snippet> = {}): Snippet => {
  const n = next();
  return {
    id: snippetId(`snippet-${n}`),
    tenantId: TENANT,
    name: `Snippet ${n}`,
    description: '',
    folderId: null,
    tags: [],
    ...arbitraryContent(),
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...overrides,
  };
};

export const arbitraryTemplate = (overrides: Partial<FormTemplate> = {}): FormTemplate => {
  const n = next();
  return {
    id: formTemplateId(`template-${n}`),
    tenantId: TENANT,
    name: `Template ${n}`,
    description: '',
    tags: [],
    file: arbitraryFile(),
    analysis: arbitraryAnalysis(),
    fileVersion: 1,
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...overrides,
  };
};

/** A user of something, for usage tests. */
export const usedBy = <Id extends string>(id: Id, via: ReadonlyArray<string>): UsageRef<Id> => ({ id, name: `User of ${via.join(', ')}`, via });
