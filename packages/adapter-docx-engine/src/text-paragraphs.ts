/*
 * How plain text becomes WordprocessingML paragraphs (POST /Snippets with `text`).
 *
 * One paragraph per line, as Word and LibreOffice open a .txt file: a line ending (CRLF, CR, LF or
 * U+2029) starts a new paragraph, so a blank line is an empty paragraph and the document's text
 * read back (paragraphs joined by newlines) is the text that was sent. This also keeps block tags
 * typed on lines of their own (`{{#if married}}`) in paragraphs that hold nothing else, which the
 * engine removes from the output without leaving a blank line (docs/template-language.md#where-a-block-begins-and-ends). One final line ending
 * is the end of the last line, not an empty paragraph after it.
 * Inside a line: a tab is `w:tab`, a vertical tab or U+2028 (Word's manual line break when text is
 * copied out of it) is `w:br`, a form feed is a page break; characters XML cannot hold (other
 * control characters, lone surrogates, U+FFFE/U+FFFF) are dropped; `{{tags}}` stay as typed.
 */

const LINE_ENDING = /\r\n|\r|\n|\u2029/;
const FINAL_LINE_ENDING = /(?:\r\n|\r|\n|\u2029)$/;
/** Everything XML 1.0 cannot hold, except the controls that mean something in a line (tab, VT, FF). */
const NOT_XML = /[^\t\n\v\f\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const SPECIAL = /[\t\v\f\u2028]/;

/** Escapes text for an XML element's content. */
export const escapeXmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const pieceXml = (piece: string): string => {
  switch (piece) {
    case '\t':
      return '<w:tab/>';
    case '\v':
    case '\u2028':
      return '<w:br/>';
    case '\f':
      return '<w:br w:type="page"/>';
    default:
      return `<w:t xml:space="preserve">${escapeXmlText(piece)}</w:t>`;
  }
};

/** One line as a paragraph in the default (Normal) style: a single run, or an empty paragraph. */
export const paragraphXml = (line: string): string => {
  const pieces = line.split(new RegExp(`(${SPECIAL.source})`)).filter((piece) => piece !== '');
  return pieces.length === 0 ? '<w:p/>' : `<w:p><w:r>${pieces.map(pieceXml).join('')}</w:r></w:p>`;
};

/** The lines of `text` that become paragraphs (at least one: a body needs a paragraph). */
export const textLines = (text: string): string[] => text.replace(NOT_XML, '').replace(FINAL_LINE_ENDING, '').split(LINE_ENDING);

/** The body content for `text`: one paragraph per line. */
export const paragraphsXml = (text: string): string => textLines(text).map(paragraphXml).join('');
