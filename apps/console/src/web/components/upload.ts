import type { Schemas } from '../api/client';

/** A multipart body: the .docx as the `file` part, then the metadata fields (docs/api.md#uploads uploads). */
export const uploadForm = (file: File, fields: Readonly<Record<string, string | ReadonlyArray<string>>>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      if (value !== '') form.append(name, value);
    } else value.forEach((item) => form.append(name, item));
  }
  form.append('file', file, file.name);
  return form;
};

/** openapi-fetch sends what this returns as it is: the browser sets the multipart boundary. */
export const asForm = (form: FormData) => ({ body: {} as Schemas['TemplateUploadForm'], bodySerializer: () => form });

export const tagsOf = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
