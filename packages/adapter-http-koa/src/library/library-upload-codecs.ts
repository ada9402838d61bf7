import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';
import { nullable } from '../platform/openapi/json-shapes';
import { BooleanParam, searchQuery } from '../platform/body/query-codecs';

/*
 * Exact codecs of the snippet, snippet-folder and form-template requests (docs/api.md#every-route): JSON bodies,
 * the metadata of uploads (multipart fields, or the query string of a raw .docx body) and query
 * strings. Anything not listed is refused (decodeExact). In forms and queries a folder id of
 * `root` (or empty) means "no folder".
 */

/** A resource's tags, however they are sent. */
export const Tags = annotate(t.readonlyArray(annotate(t.string, { minLength: 1, maxLength: 50 })), { maxItems: 50, description: 'At most 50, no two equal ignoring case.' });
/** The name of a snippet folder, a snippet or a template. */
export const LibraryName = annotate(t.string, { minLength: 1, maxLength: 200 });
const FolderId = nullable(t.string);

/** `POST /Snippets/Folder`. */
export const CreateFolderBody = component(
  'CreateSnippetFolderRequest',
  t.exact(t.intersection([t.type({ name: LibraryName }), t.partial({ parentId: annotate(FolderId, { description: 'null or absent: at the root.' }) })]), 'CreateFolderBody'),
);
/** `PUT /Snippets/Folders/:id`: rename and/or move (`parentId: null` is the root). */
export const UpdateFolderBody = component('UpdateSnippetFolderRequest', t.exact(t.partial({ name: LibraryName, parentId: annotate(FolderId, { description: 'The new parent; null: the root.' }) }), 'UpdateFolderBody'));

/** `POST /Snippets` with JSON: the text becomes the document's paragraphs. */
export const CreateSnippetJson = component(
  'CreateSnippetFromTextRequest',
  t.exact(t.intersection([t.type({ name: t.string, text: annotate(t.string, { description: 'One paragraph per line.' }) }), t.partial({ folderId: FolderId, description: t.string, tags: Tags })]), 'CreateSnippetJson'),
);
/** `PUT /Snippets/:id` with JSON: metadata and/or new text. */
export const UpdateSnippetJson = component(
  'UpdateSnippetRequest',
  t.exact(t.partial({ name: t.string, text: annotate(t.string, { description: 'New content, one paragraph per line.' }), folderId: FolderId, description: t.string, tags: Tags }), 'UpdateSnippetJson'),
);

/** An upload's file, as a multipart form documents it (the reader takes it apart from the fields). */
const File = annotate(t.unknown, { type: 'string', format: 'binary' });

/** The metadata of a template upload (multipart fields); the name defaults to the file's name. */
const templateFormFields = {
  name: annotate(t.string, { description: 'Default: the file name without .docx.' }),
  description: t.string,
  tags: annotate(Tags, { description: 'Send the field once per tag.' }),
};
const snippetFormFields = { ...templateFormFields, folderId: annotate(t.string, { description: '`root` for none.' }) };

/** The metadata of a snippet upload (multipart fields); the name defaults to the file's name. */
export const SnippetUploadFields = t.exact(t.partial(snippetFormFields), 'SnippetUploadFields');
export const TemplateUploadFields = t.exact(t.partial(templateFormFields), 'TemplateUploadFields');
/** `POST /FormTemplates/Analyze`: the file only. */
export const NoFields = t.exact(t.partial({}), 'NoFields');

/** The multipart forms as a client sends them: the fields above and the file. */
export const SnippetUploadForm = component('SnippetUploadForm', t.exact(t.partial({ file: annotate(File, { description: 'The .docx.' }), ...snippetFormFields })));
export const TemplateUploadForm = component('TemplateUploadForm', t.exact(t.partial({ file: annotate(File, { description: 'The .docx.' }), ...templateFormFields })));
export const AnalyzeForm = component('AnalyzeForm', t.exact(t.type({ file: File })));

/** The metadata of a raw .docx body, in the query string, with the file's name. */
const templateRawFields = {
  name: annotate(t.string, { description: 'the name (default: the file name without .docx).' }),
  description: annotate(t.string, { description: 'the description.' }),
  tags: annotate(Tags, { description: 'a tag; repeat for more.' }),
  fileName: annotate(t.string, { description: 'the file name to keep.' }),
};
const snippetRawFields = { ...templateRawFields, folderId: annotate(t.string, { description: 'the folder (`root` for none).' }) };

/** The query string of a raw .docx body (`POST /Snippets`). */
export const CreateSnippetRawQuery = t.exact(t.partial(snippetRawFields), 'CreateSnippetRawQuery');
/** `PUT /Snippets/:id` with a raw .docx body: the metadata, the file's name and `force`. */
export const UpdateSnippetRawQuery = t.exact(t.partial({ ...snippetRawFields, force: BooleanParam }), 'UpdateSnippetRawQuery');

/** `PUT /FormTemplates/:id` with JSON: metadata only. */
export const UpdateTemplateJson = component('UpdateFormTemplateRequest', t.exact(t.partial({ name: t.string, description: t.string, tags: Tags }), 'UpdateTemplateJson'));
/** The query string of a template's raw .docx body. */
export const TemplateRawQuery = t.exact(t.partial(templateRawFields), 'TemplateRawQuery');

/** `GET /Snippets`: `folderId` (`root`: unfiled) and `tag`, besides `q`, `limit` and `cursor`. */
export const SnippetSearchQuery = searchQuery(
  { folderId: annotate(t.string, { description: 'Only snippets directly in this folder; `root` for unfiled ones.' }), tag: annotate(t.string, { description: 'Only snippets with this tag (ignoring case).' }) },
  'SnippetSearchQuery',
);
/** `GET /FormTemplates`: `alias` (by name or synonym) and `tag`, besides `q`, `limit` and `cursor`. */
export const TemplateSearchQuery = searchQuery(
  {
    alias: annotate(t.string, { description: 'Only templates whose current version uses this alias (by name or synonym).' }),
    tag: annotate(t.string, { description: 'Only templates with this tag (ignoring case).' }),
  },
  'TemplateSearchQuery',
);
