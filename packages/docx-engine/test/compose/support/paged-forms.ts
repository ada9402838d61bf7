import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';

/** A complex field as Word writes one: begin, instruction, separate, the last result shown, end. */
export const complexField = (instruction: string, shown: string): string =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${shown}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;

const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

/** A form of `pages` pages whose footer reads "NAME Page X of Y" (PAGE and NUMPAGES fields), as Word's page-number gallery writes it. */
export const pagedForm = (name: string, pages: number, options: { readonly simpleFields?: boolean; readonly sectionPropertiesXml?: string } = {}): Buffer => {
  const total = options.simpleFields === true ? '<w:fldSimple w:instr=" NUMPAGES   \\* MERGEFORMAT "><w:r><w:t>1</w:t></w:r></w:fldSimple>' : complexField('NUMPAGES  \\* Arabic  \\* MERGEFORMAT', '1');
  return minimalDocx(Array.from({ length: pages }, (_unused, index) => paragraphXml(`${name} body, page ${index + 1}`)).join(PAGE_BREAK), {
    footers: { default: `<w:p><w:r><w:t xml:space="preserve">${name} Page </w:t></w:r>${complexField('PAGE', '1')}<w:r><w:t xml:space="preserve"> of </w:t></w:r>${total}</w:p>` },
    ...(options.sectionPropertiesXml === undefined ? {} : { sectionPropertiesXml: options.sectionPropertiesXml }),
  });
};
