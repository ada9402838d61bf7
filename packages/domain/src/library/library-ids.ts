import type { Brand } from '../ids';

/** Branded identifiers of the library resources (docs/resources.md): aliases, rules, folders, snippets, templates. */
export type AliasId = Brand<string, 'AliasId'>;
export type ConditionalRuleId = Brand<string, 'ConditionalRuleId'>;
export type SnippetFolderId = Brand<string, 'SnippetFolderId'>;
export type SnippetId = Brand<string, 'SnippetId'>;
export type FormTemplateId = Brand<string, 'FormTemplateId'>;

export const aliasId = (raw: string): AliasId => raw as AliasId;
export const conditionalRuleId = (raw: string): ConditionalRuleId => raw as ConditionalRuleId;
export const snippetFolderId = (raw: string): SnippetFolderId => raw as SnippetFolderId;
export const snippetId = (raw: string): SnippetId => raw as SnippetId;
export const formTemplateId = (raw: string): FormTemplateId => raw as FormTemplateId;
