import * as t from 'io-ts';
import { BooleanParam, searchQuery } from '../platform/body/query-codecs';

/*
 * Exact codecs of the snippet, snippet-folder and form-template requests (SPEC §1.1): JSON bodies,
 * the metadata of uploads (multipart fields, or the query string of a raw .docx body) and query
 * strings. Anything not listed is refused (decodeExact). In forms and queries a folder id of
 * `root` (or empty) means "no folder".
 */

const Tags = t.array(t.string);

/** `POST /Snippets/Folder`. */
export const CreateFolderBody = t.exact(t.intersection([t.type({ name: t.string }), t.partial({ parentId: t.union([t.string, t.null]) })]), 'CreateFolderBody');
/** `PUT /Snippets/Folders/:id`: rename and/or move (`parentId: null` is the root). */
export const UpdateFolderBody = t.exact(t.partial({ name: t.string, parentId: t.union([t.string, t.null]) }), 'UpdateFolderBody');

/** `POST /Snippets` with JSON: the text becomes the document's paragraphs. */
export const CreateSnippetJson = t.exact(
  t.intersection([t.type({ name: t.string, text: t.string }), t.partial({ folderId: t.union([t.string, t.null]), description: t.string, tags: Tags })]),
  'CreateSnippetJson',
);
/** `PUT /Snippets/:id` with JSON: metadata and/or new text. */
export const UpdateSnippetJson = t.exact(t.partial({ name: t.string, folderId: t.union([t.string, t.null]), description: t.string, tags: Tags, text: t.string }), 'UpdateSnippetJson');

/** The metadata of a snippet upload (multipart fields); the name defaults to the file's name. */
export const SnippetUploadFields = t.exact(t.partial({ name: t.string, folderId: t.string, description: t.string, tags: Tags }), 'SnippetUploadFields');
/** The same in the query string of a raw .docx body (`POST /Snippets`), with the file's name. */
export const CreateSnippetRawQuery = t.exact(t.partial({ name: t.string, folderId: t.string, description: t.string, tags: Tags, fileName: t.string }), 'CreateSnippetRawQuery');
/** `PUT /Snippets/:id` with a raw .docx body: the metadata, the file's name and `force`. */
export const UpdateSnippetRawQuery = t.exact(
  t.partial({ name: t.string, folderId: t.string, description: t.string, tags: Tags, fileName: t.string, force: BooleanParam }),
  'UpdateSnippetRawQuery',
);

/** `PUT /FormTemplates/:id` with JSON: metadata only. */
export const UpdateTemplateJson = t.exact(t.partial({ name: t.string, description: t.string, tags: Tags }), 'UpdateTemplateJson');
/** The metadata of a template upload (multipart fields); the name defaults to the file's name. */
export const TemplateUploadFields = t.exact(t.partial({ name: t.string, description: t.string, tags: Tags }), 'TemplateUploadFields');
/** The same in the query string of a raw .docx body, with the file's name. */
export const TemplateRawQuery = t.exact(t.partial({ name: t.string, description: t.string, tags: Tags, fileName: t.string }), 'TemplateRawQuery');

/** `POST /FormTemplates/Analyze`: the file only. */
export const NoFields = t.exact(t.partial({}), 'NoFields');

/** `GET /Snippets`: `folderId` (`root`: unfiled) and `tag`, besides `q`, `limit` and `cursor`. */
export const SnippetSearchQuery = searchQuery({ folderId: t.string, tag: t.string }, 'SnippetSearchQuery');
/** `GET /FormTemplates`: `alias` (by name or synonym) and `tag`, besides `q`, `limit` and `cursor`. */
export const TemplateSearchQuery = searchQuery({ alias: t.string, tag: t.string }, 'TemplateSearchQuery');
