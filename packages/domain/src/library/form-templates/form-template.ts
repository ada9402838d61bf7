import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { TenantId } from '../../ids';
import { type LibraryEntity, changed } from '../library-entity';
import type { InvalidFields } from '../library-errors';
import type { FormTemplateId } from '../library-ids';
import { parseTags } from '../library-tags';
import { parseFreeText, sameStrings } from '../library-text';
import { check, checkAll, toInvalidFields } from '../library-validation';
import { parseDisplayName } from '../../names';
import { type StoredFile, parseStoredFile } from '../stored-file';
import type { Analysis } from './template-analysis';

export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_DESCRIPTION_MAX = 2000;

/** An uploaded .docx and its analysis: the content of one file version. */
export type TemplateContent = { readonly file: StoredFile; readonly analysis: Analysis };

/**
 * One file version of a template, numbered 1, 2, 3... Kept forever (downloadable) and never
 * changed; the stored .docx is never modified.
 */
export type FormTemplateVersion = TemplateContent & {
  readonly templateId: FormTemplateId;
  readonly tenantId: TenantId;
  readonly number: number;
  readonly createdAt: Date;
};

/**
 * A form template (docs/resources.md#form-templates). Two counters, never to be confused:
 *  - `version` (of every resource): +1 on every change of the template, metadata or file; the ETag;
 *  - `fileVersion`: the number of the current file version; +1 only when a new file is uploaded.
 * `file` and `analysis` are the current file version's.
 */
export type FormTemplate = LibraryEntity<FormTemplateId> &
  TemplateContent & {
    readonly name: string;
    readonly description: string;
    readonly tags: ReadonlyArray<string>;
    readonly fileVersion: number;
  };

export type TemplateInput = { readonly name: string; readonly description?: string; readonly tags?: ReadonlyArray<string> };

/** An update of metadata and/or a new file; what is not given is kept. */
export type TemplatePatch = Partial<TemplateInput> & { readonly content?: TemplateContent };

/** A change of a template, with the file version it adds (when a file was uploaded). */
export type TemplateChange = { readonly template: FormTemplate; readonly newVersion: FormTemplateVersion | null };

const parseMetadata = (input: TemplateInput) =>
  checkAll({
    name: check(parseDisplayName('name', input.name, TEMPLATE_NAME_MAX)),
    description: check(parseFreeText('description', input.description ?? '', TEMPLATE_DESCRIPTION_MAX)),
    tags: parseTags(input.tags ?? []),
  });

const parseContent = (content: TemplateContent) =>
  pipe(
    parseStoredFile(content.file),
    E.map((file) => ({ file, analysis: content.analysis })),
  );

/** The file version row of the template's current file (what insert and update store with it). */
export const currentFileVersion = (template: FormTemplate): FormTemplateVersion => ({
  templateId: template.id,
  tenantId: template.tenantId,
  number: template.fileVersion,
  file: template.file,
  analysis: template.analysis,
  createdAt: template.updatedAt,
});

/**
 * A new template with its first file version. Refusing a file whose analysis has errors is
 * `assertNoAnalysisErrors`; name uniqueness is `assertNameAvailable('FormTemplate', ...)`.
 */
export const createFormTemplate = (
  input: TemplateInput & { readonly id: FormTemplateId; readonly tenantId: TenantId; readonly content: TemplateContent; readonly now: Date },
): E.Either<InvalidFields, { readonly template: FormTemplate; readonly firstVersion: FormTemplateVersion }> =>
  pipe(
    toInvalidFields(checkAll({ metadata: parseMetadata(input), content: parseContent(input.content) })),
    E.map(({ metadata, content }) => {
      const template: FormTemplate = { id: input.id, tenantId: input.tenantId, ...metadata, ...content, fileVersion: 1, createdAt: input.now, updatedAt: input.now, version: 1 };
      return { template, firstVersion: currentFileVersion(template) };
    }),
  );

/**
 * Applies an update: metadata changes and/or a new file, which becomes file version n+1 (every
 * upload does, even of the same bytes: it may be analysed against a changed vocabulary; the blob
 * store keeps identical bytes once). One new `version` of the template for the whole change; the
 * same template when nothing changes.
 */
export const updateFormTemplate = (template: FormTemplate, patch: TemplatePatch, now: Date): E.Either<InvalidFields, TemplateChange> =>
  pipe(
    toInvalidFields(
      checkAll({
        metadata: parseMetadata({ name: patch.name ?? template.name, description: patch.description ?? template.description, tags: patch.tags ?? template.tags }),
        content: patch.content === undefined ? E.right(null) : parseContent(patch.content),
      }),
    ),
    E.map(({ metadata, content }): TemplateChange => {
      const sameMetadata = metadata.name === template.name && metadata.description === template.description && sameStrings(metadata.tags, template.tags);
      if (content === null && sameMetadata) return { template, newVersion: null };
      const next = changed(template, { ...metadata, ...(content === null ? {} : { ...content, fileVersion: template.fileVersion + 1 }) }, now);
      return { template: next, newVersion: content === null ? null : currentFileVersion(next) };
    }),
  );
