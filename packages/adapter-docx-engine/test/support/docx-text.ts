import { unzipSync } from 'fflate';
import { documentText } from '../../src/document-text';

/** The body text of a .docx, a line per paragraph. */
export const docxText = (bytes: Uint8Array): string => documentText(new TextDecoder().decode(unzipSync(bytes)['word/document.xml']), 10_000);
