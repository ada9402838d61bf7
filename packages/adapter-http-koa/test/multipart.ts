const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type FilePart = { readonly bytes: Uint8Array; readonly name: string; readonly type?: string };

/**
 * A multipart/form-data body: each field (a list once per value), then each file part by its
 * form name (a .docx unless its type says otherwise). A new FormData each call: fetch picks a
 * new random boundary for every request.
 */
export const multipart = (fields: Readonly<Record<string, string | ReadonlyArray<string>>>, files: Readonly<Record<string, FilePart>> = {}): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of typeof value === 'string' ? [value] : value) data.append(name, each);
  for (const [name, file] of Object.entries(files)) data.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? DOCX }), file.name);
  return data;
};
