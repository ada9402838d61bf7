/**
 * The text of each paragraph of WordprocessingML, in the order paragraphs start (text-box
 * paragraphs apart from their anchor paragraph), read independently of the engine: w:t text,
 * w:tab as a tab, w:br/w:cr as a newline. mc:Fallback copies are skipped.
 */
export const paragraphTexts = (xml: string): string[] => {
  const texts: string[] = [];
  const open: number[] = [];
  let inText = false;
  let fallback = 0;
  const token = /<(\/?)([\w:]+)[^>]*?(\/?)>|([^<]+)/g;
  for (const match of xml.matchAll(token)) {
    const [, closing, name, selfClosing, text] = match;
    if (text !== undefined) {
      const current = open[open.length - 1];
      if (inText && current !== undefined && fallback === 0) texts[current] += decode(text);
      continue;
    }
    if (name === 'mc:Fallback' && selfClosing !== '/') fallback += closing === '/' ? -1 : 1;
    if (fallback > 0) continue;
    if (name === 'w:p') {
      if (closing === '/') open.pop();
      else {
        texts.push('');
        if (selfClosing !== '/') open.push(texts.length - 1);
      }
    } else if (name === 'w:t') inText = closing !== '/' && selfClosing !== '/';
    else if ((name === 'w:tab' || name === 'w:br' || name === 'w:cr') && closing !== '/') {
      const current = open[open.length - 1];
      if (current !== undefined) texts[current] += name === 'w:tab' ? '\t' : '\n';
    }
  }
  return texts;
};

const decode = (text: string): string =>
  text.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (_whole, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return named[entity] ?? '';
  });
