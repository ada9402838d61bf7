import { escapeXmlText } from '../xml/xml-text';

const RUN_SPECIALS = /[&<>\t\n\r\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;
const TAB = '</w:t><w:tab/><w:t xml:space="preserve">';
const BREAK = '</w:t><w:br/><w:t xml:space="preserve">';

/**
 * Text placed inside an open `w:t` of a run: escaped, invalid characters dropped, a line break
 * as `w:br` and a tab as `w:tab` (closing and reopening the text, so the run keeps its formatting).
 */
export const runTextXml = (text: string): string => {
  if (!RUN_SPECIALS.test(text)) return text;
  let xml = '';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 9 && code !== 10 && code !== 13) continue;
    xml += escapeXmlText(text.slice(start, index)) + (code === 9 ? TAB : BREAK);
    if (code === 13 && text.charCodeAt(index + 1) === 10) index++;
    start = index + 1;
  }
  return xml + escapeXmlText(text.slice(start));
};

/** Text placed in a plain text element (the document title): escaped, line breaks and tabs as spaces. */
export const plainTextXml = (text: string): string => escapeXmlText(text.replace(/\r\n|[\r\n\t]/g, ' '));
