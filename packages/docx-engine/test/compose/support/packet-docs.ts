import { buildZip } from '@quire/testing/zip/build-zip';
import { minimalDocx, footnoteReferenceXml } from '@quire/testing/docx/minimal-docx';
import { openDocx } from '../../../src/package/open-docx';
import { paragraphXml, paragraphWithStyleXml } from '@quire/testing/docx/wordml';
import { compileTemplate } from '../../../src/compile/compile-template';
import { renderTemplate } from '../../../src/render/render-template';
import { CLAUSE_STYLE, FOOTNOTE_MARK, numberedParagraphXml, numberingXml, pictureXml, PIXEL_PNG, SNIPPET_HEADING, stylesXml, TEMPLATE_HEADING } from './composition-docs';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A letter: US Letter portrait, its own header, a blue Heading1. */
export const letterTemplate = (): Buffer =>
  minimalDocx(paragraphWithStyleXml('Heading1', 'Letter to {{client}}') + paragraphXml('Dear {{client}}, alpha body.'), {
    stylesXml: stylesXml({ heading1Run: TEMPLATE_HEADING }),
    headers: { default: paragraphXml('Header A') },
  });

/** A schedule: landscape, its own header and footer, a red Heading1, a picture and a footnote. */
export const scheduleTemplate = (): Buffer =>
  minimalDocx(
    paragraphWithStyleXml('Heading1', 'Schedule') + paragraphXml('Beta body for {{client}}.', footnoteReferenceXml(1)) + paragraphXml(pictureXml('rId20', 1, 'Chart')),
    {
      stylesXml: stylesXml({ heading1Run: SNIPPET_HEADING }),
      headers: { default: paragraphXml('Header B') },
      footers: { default: paragraphXml('Footer B') },
      footnotes: { 1: paragraphXml(FOOTNOTE_MARK, ' Beta note.') },
      parts: { 'word/media/image1.png': PIXEL_PNG },
      documentRelationships: [{ id: 'rId20', type: `${REL}/image`, target: 'media/image1.png' }],
    },
  );

/** A notice: A4, no header at all, a style of its own and a numbered list. */
export const noticeTemplate = (): Buffer =>
  minimalDocx(paragraphXml('<w:pPr><w:pStyle w:val="ClauseText"/></w:pPr>', 'Gamma notice.') + numberedParagraphXml(1, 'Gamma first') + numberedParagraphXml(1, 'Gamma second'), {
    stylesXml: stylesXml({ heading1Run: TEMPLATE_HEADING, extra: CLAUSE_STYLE }),
    numberingXml: numberingXml(),
  });

/** Replaces a document's page size (the builder writes US Letter portrait). */
export const withPageSize = (docx: Buffer, pageSize: string): Buffer => {
  const opened = openDocx(docx);
  if (!opened.ok) throw new Error('refused');
  const parts: Record<string, string | Uint8Array> = {};
  for (const name of opened.value.names) parts[name] = /\.(xml|rels)$/.test(name) ? opened.value.text(name) : opened.value.bytes(name);
  parts['word/document.xml'] = opened.value.text('word/document.xml').replace('<w:pgSz w:w="12240" w:h="15840"/>', pageSize);
  return buildZip(parts);
};

export const LANDSCAPE_LETTER = '<w:pgSz w:w="15840" w:h="12240" w:orient="landscape"/>';
export const PORTRAIT_A4 = '<w:pgSz w:w="11906" w:h="16838"/>';

/** The three documents of the packet, rendered with the same data. */
export const renderedPacket = (data: Record<string, unknown>): Uint8Array[] =>
  [letterTemplate(), withPageSize(scheduleTemplate(), LANDSCAPE_LETTER), withPageSize(noticeTemplate(), PORTRAIT_A4)].map((bytes) => {
    const compiled = compileTemplate(bytes);
    if (!compiled.ok) throw new Error(compiled.error.message);
    const rendered = renderTemplate(compiled.value, data);
    if (!rendered.ok) throw new Error(rendered.error.message);
    return rendered.value.bytes;
  });
