// Children of w:rPr that come after w:highlight in the schema's sequence (ECMA-376 CT_RPr).
const AFTER_HIGHLIGHT = new Set(['u', 'effect', 'bdr', 'shd', 'fitText', 'vertAlign', 'rtl', 'cs', 'em', 'lang', 'eastAsianLayout', 'specVanish', 'oMath', 'rPrChange']);
const HIGHLIGHT = '<w:highlight w:val="yellow"/>';

/** Run properties (`<w:rPr>...</w:rPr>`, `<w:rPr/>` or '') with a yellow highlight, in schema order. */
export const highlightRunProperties = (runProperties: string): string => {
  const trimmed = runProperties.trim();
  if (trimmed === '' || /^<w:rPr\s*\/>$/.test(trimmed)) return `<w:rPr>${HIGHLIGHT}</w:rPr>`;
  const withoutHighlight = trimmed.replace(/<w:highlight\b[^>]*\/>/g, '');
  const child = /<w:([A-Za-z]+)\b/g;
  child.lastIndex = withoutHighlight.indexOf('>') + 1;
  for (let match = child.exec(withoutHighlight); match !== null; match = child.exec(withoutHighlight)) {
    if (AFTER_HIGHLIGHT.has(match[1] ?? '')) return `${withoutHighlight.slice(0, match.index)}${HIGHLIGHT}${withoutHighlight.slice(match.index)}`;
  }
  const close = withoutHighlight.lastIndexOf('</w:rPr>');
  return close === -1 ? `<w:rPr>${HIGHLIGHT}</w:rPr>` : `${withoutHighlight.slice(0, close)}${HIGHLIGHT}</w:rPr>`;
};
