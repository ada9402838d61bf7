import { scanXml } from '../xml/xml-scanner';

/** A document part cut around its body's content: what comes before it, and the final section properties and what follows. */
export interface BodyRange {
  /** Up to the end of the `<w:body>` start tag. */
  readonly prefix: string;
  /** The body's own content, without its final section properties. */
  readonly content: string;
  /** The final `w:sectPr` (empty when the body has none). */
  readonly sectionProperties: string;
  /** From `</w:body>` on. */
  readonly suffix: string;
}

/** Finds the body's content and final section properties in one scan of a document part. */
export const bodyRange = (xml: string): BodyRange => {
  const stack: string[] = [];
  let bodyDepth = -1;
  let contentStart = -1;
  let bodyEnd = -1;
  let lastChild: { name: string; start: number; end: number } | undefined;
  let lastChildStart = 0;
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (bodyDepth === -1 && name === 'w:body') {
        bodyDepth = stack.length;
        contentStart = end;
        if (selfClosing) bodyEnd = end;
      } else if (bodyDepth !== -1 && bodyEnd === -1 && stack.length === bodyDepth + 1) {
        lastChildStart = start;
        if (selfClosing) lastChild = { name, start, end };
      }
      if (!selfClosing) stack.push(name);
    },
    close(name, start, end) {
      stack.pop();
      if (bodyDepth === -1 || bodyEnd !== -1) return;
      if (stack.length === bodyDepth + 1) lastChild = { name, start: lastChildStart, end };
      else if (stack.length === bodyDepth && name === 'w:body') bodyEnd = start;
    },
  });
  if (contentStart === -1) return { prefix: xml, content: '', sectionProperties: '', suffix: '' };
  const end = bodyEnd === -1 ? xml.length : bodyEnd;
  const sectionStart = lastChild?.name === 'w:sectPr' && lastChild.end <= end && xml.slice(lastChild.end, end).trim() === '' ? lastChild.start : end;
  return { prefix: xml.slice(0, contentStart), content: xml.slice(contentStart, sectionStart), sectionProperties: xml.slice(sectionStart, end), suffix: xml.slice(end) };
};
