/*
 * Page numbers in a merged packet (docs/template-language.md#merged-packets): each form numbers its own pages, as it did alone.
 * Its first section restarts the numbering at 1, and its fields that count the document's pages
 * (NUMPAGES, "Page X of Y") count the form's instead: they become a reference to the page of a
 * bookmark at the form's end (PAGEREF), which Word and LibreOffice both keep up to date.
 */

const INSTRUCTION_TEXT = /(<w:instrText\b[^>]*>)([^<]*)(<\/w:instrText>)/g;
const SIMPLE_FIELD = /(<w:fldSimple\b[^>]*?\sw:instr=")([^"]*)(")/g;
const NUMPAGES = /\bNUMPAGES\b/g;

/**
 * The XML with its page-count fields counting up to the bookmark instead (`NUMPAGES` → `PAGEREF
 * name`, switches kept), and whether there was any.
 */
export const countingTo = (xml: string, bookmark: string): { readonly xml: string; readonly changed: boolean } => {
  if (!xml.includes('NUMPAGES')) return { xml, changed: false };
  let changed = false;
  const replace = (_whole: string, open: string, instruction: string, close: string): string => {
    const counted = instruction.replace(NUMPAGES, `PAGEREF ${bookmark}`);
    if (counted !== instruction) changed = true;
    return open + counted + close;
  };
  const result = xml.replace(INSTRUCTION_TEXT, replace).replace(SIMPLE_FIELD, replace);
  return { xml: result, changed };
};

/** The body content with a bookmark around nothing at its end (in its last paragraph, else after it). */
export const withEndBookmark = (content: string, id: number, name: string): string => {
  const mark = `<w:bookmarkStart w:id="${id}" w:name="${name}"/><w:bookmarkEnd w:id="${id}"/>`;
  const last = content.lastIndexOf('</w:p>');
  return last === -1 ? content + mark : content.slice(0, last) + mark + content.slice(last);
};

const SECTION_AFTER_PAGE_NUMBERS = /<w:(?:cols|formProt|vAlign|noEndnote|titlePg|textDirection|bidi|rtlGutter|docGrid|printerSettings|sectPrChange)\b/;

/** Section properties whose page numbering starts again at 1 (an author's own start is kept). */
export const restartingPageNumbers = (sectionProperties: string): string => {
  const existing = /<w:pgNumType\b[^>]*?(\/?)>/.exec(sectionProperties);
  if (existing !== null) {
    if (/\sw:start="/.test(existing[0])) return sectionProperties;
    const at = existing.index + existing[0].length - (existing[1] === '/' ? 2 : 1);
    return `${sectionProperties.slice(0, at)} w:start="1"${sectionProperties.slice(at)}`;
  }
  const after = SECTION_AFTER_PAGE_NUMBERS.exec(sectionProperties);
  const at = after !== null ? after.index : sectionProperties.lastIndexOf('</w:sectPr>');
  if (at === -1) return sectionProperties;
  return `${sectionProperties.slice(0, at)}<w:pgNumType w:start="1"/>${sectionProperties.slice(at)}`;
};
