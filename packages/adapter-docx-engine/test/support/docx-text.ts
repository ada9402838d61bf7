import { unzipSync } from 'fflate';
import { documentText } from '@quire/docx-engine/engine';

/** The body text of a .docx, a line per paragraph. */
export const docxText = (bytes: Uint8Array): string => documentText(new TextDecoder().decode(unzipSync(bytes)['word/document.xml']), 10_000);
