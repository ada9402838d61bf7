import { documentXml, hostileDocx } from './hostile-docx';

/**
 * Elements nested `depth` deep inside a run's properties (each a well-formed, unknown-to-Word
 * element a reader must still walk), next to a paragraph holding a tag.
 */
export const nestedElements = (depth: number): Uint8Array => {
  const open = '<w:p><w:r><w:rPr>' + '<w:x>'.repeat(depth);
  const close = '</w:x>'.repeat(depth) + '</w:rPr><w:t>{{name}}</w:t></w:r></w:p>';
  return hostileDocx({ documentXml: documentXml(open + close) });
};
