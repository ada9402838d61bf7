import { documentXml, hostileDocx } from './hostile-docx';

/** Tables nested `depth` deep: each one cell holding the next table, the innermost a tag. */
export const nestedTables = (depth: number): Uint8Array => {
  const open = '<w:tbl><w:tblGrid><w:gridCol/></w:tblGrid><w:tr><w:tc>'.repeat(depth);
  // A cell must end with a paragraph, so every level closes its cell after one.
  const close = '<w:p/></w:tc></w:tr></w:tbl>'.repeat(depth);
  return hostileDocx({ documentXml: documentXml(`${open}<w:p><w:r><w:t>{{name}}</w:t></w:r></w:p>${close}<w:p/>`) });
};
