import { documentText } from '@quire/docx-engine/engine';
import { unzipSync } from 'fflate';

/** The body text of a generated .docx, one line per paragraph (read back from word/document.xml). */
export const docxText = (bytes: Uint8Array): string => {
  const part = unzipSync(bytes)['word/document.xml'];
  if (part === undefined) throw new Error('no word/document.xml');
  return documentText(new TextDecoder().decode(part), 1_000_000);
};

/** The entries of a .zip answer, by name. */
export const zipEntries = (bytes: Uint8Array): Record<string, Uint8Array> => unzipSync(bytes);
