import type { OutputBuffer } from '../render/output-buffer';
import { scanXml } from '../xml/xml-scanner';

const INLINE_CONTENT = new Set(['w:bookmarkStart', 'w:bookmarkEnd', 'w:permStart', 'w:permEnd', 'w:commentRangeStart', 'w:commentRangeEnd', 'w:proofErr']);

/**
 * The runs of a rendered snippet body made of one paragraph (bookmarks and the like around it
 * allowed), or undefined when it holds more (several paragraphs, a table).
 */
export const inlineContent = (xml: string): string | undefined => {
  let depth = 0;
  let paragraphs = 0;
  let blocked = false;
  let content = '';
  let contentStart = 0;
  let outsideFrom = 0;
  let firstChild = false;
  let inProperties = false;
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (depth === 0) {
        if (name === 'w:p') {
          paragraphs++;
          content += xml.slice(outsideFrom, start);
          contentStart = end;
          outsideFrom = end;
          firstChild = !selfClosing;
        } else if (!INLINE_CONTENT.has(name)) blocked = true;
      } else if (depth === 1 && firstChild) {
        firstChild = false;
        if (name === 'w:pPr') {
          if (selfClosing) contentStart = end;
          else inProperties = true;
        }
      }
      if (!selfClosing) depth++;
    },
    close(name, start, end) {
      depth--;
      if (depth === 1 && inProperties && name === 'w:pPr') {
        inProperties = false;
        contentStart = end;
      } else if (depth === 0 && name === 'w:p') {
        content += xml.slice(contentStart, start);
        outsideFrom = end;
        firstChild = false;
      }
    },
  });
  if (blocked || paragraphs > 1) return undefined;
  return content + xml.slice(outsideFrom).trim();
};

/** Whether what was written so far ends with a paragraph (a cell, text box or note must end with one). */
export const endsWithParagraph = (buffer: OutputBuffer): boolean => {
  const view = buffer.view();
  const tail = view.subarray(Math.max(0, view.length - 16)).toString('utf8').trimEnd();
  return tail.endsWith('</w:p>') || /<w:p\s*\/>$/.test(tail);
};
