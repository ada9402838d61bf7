import { documentXml, hostileDocx } from './hostile-docx';

/**
 * Block content controls (w:sdt) nested `depth` deep around one paragraph holding a tag, so
 * every control is a candidate marker the analysis must look at.
 */
export const nestedContentControls = (depth: number, innerText = '{{name}}'): Uint8Array => {
  const open = '<w:sdt><w:sdtPr><w:tag w:val="x"/></w:sdtPr><w:sdtContent>'.repeat(depth);
  const close = '</w:sdtContent></w:sdt>'.repeat(depth);
  return hostileDocx({ documentXml: documentXml(`${open}<w:p><w:r><w:t>${innerText}</w:t></w:r></w:p>${close}`) });
};
