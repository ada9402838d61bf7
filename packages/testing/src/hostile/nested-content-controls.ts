import { documentXml, hostileDocx } from './hostile-docx';

/** Word's content-control ids: a different number per control, as Word writes them (spread by a fixed LCG, so the part compresses as a real one does). */
const controlIds = (count: number): number[] => {
  const ids: number[] = [];
  let seed = 12345;
  for (let index = 0; index < count; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    ids.push(seed - 1073741824);
  }
  return ids;
};

/**
 * Block content controls (w:sdt) nested `depth` deep around one paragraph holding a tag, so
 * every control is a candidate marker the analysis must look at.
 */
export const nestedContentControls = (depth: number, innerText = '{{name}}'): Uint8Array => {
  const open = controlIds(depth)
    .map((id) => `<w:sdt><w:sdtPr><w:id w:val="${id}"/><w:tag w:val="x"/></w:sdtPr><w:sdtContent>`)
    .join('');
  const close = '</w:sdtContent></w:sdt>'.repeat(depth);
  return hostileDocx({ documentXml: documentXml(`${open}<w:p><w:r><w:t>${innerText}</w:t></w:r></w:p>${close}`) });
};
