import { minimalDocx } from './minimal-docx';
import { escapeXml } from './wordml';

/** The page number every entry of the table of contents says before the fields are refreshed. */
export const STALE_PAGE = '9';

const entryXml = (title: string, anchor: string): string =>
  `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:leader="dot" w:pos="9000"/></w:tabs></w:pPr><w:hyperlink w:anchor="${anchor}">` +
  `<w:r><w:t xml:space="preserve">${escapeXml(title)}</w:t></w:r><w:r><w:tab/></w:r>` +
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGEREF ${anchor} \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>` +
  `<w:r><w:t>${STALE_PAGE}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:hyperlink></w:p>`;

/**
 * A document that opens with a table of contents (a Word TOC field, as Word saves it) whose page
 * numbers are stale, all `STALE_PAGE`; each heading then starts a page of its own, so that with
 * the fields refreshed the contents read 2, 3, 4… The body paragraphs may hold tags.
 */
export const tocDocx = (chapters: readonly { readonly title: string; readonly text: string }[]): Buffer => {
  const anchors = chapters.map((_, index) => `_Toc${100 + index}`);
  const toc =
    '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h \\z \\u </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r></w:p>' +
    chapters.map((chapter, index) => entryXml(chapter.title, anchors[index] ?? '')).join('') +
    '<w:p><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
  const body = chapters
    .map(
      (chapter, index) =>
        `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:pageBreakBefore/></w:pPr><w:bookmarkStart w:id="${index}" w:name="${anchors[index] ?? ''}"/><w:r><w:t xml:space="preserve">${escapeXml(chapter.title)}</w:t></w:r><w:bookmarkEnd w:id="${index}"/></w:p>` +
        `<w:p><w:r><w:t xml:space="preserve">${escapeXml(chapter.text)}</w:t></w:r></w:p>`,
    )
    .join('');
  return minimalDocx(toc + body);
};
