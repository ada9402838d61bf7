/** A stored .docx as a download answers it: a file name, the exact bytes, and their SHA-256 (the ETag). */
export type DownloadedFile = { readonly fileName: string; readonly bytes: Uint8Array; readonly sha256: string };

/** `<name>.docx` (SPEC §1 downloads), without doubling an extension the name already has. */
export const downloadName = (name: string): string => (/\.docx$/i.test(name) ? name : `${name}.docx`);
