import { analyseTemplate } from '../../src/analyse/analyse-template';
import { renderTemplate } from '../../src/render/render-template';
import { openDocx } from '../../src/package/open-docx';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { compiled } from './support/render-docx';
import { paragraphTexts } from './support/paragraph-texts';
import { dataOf, documentOf, generator } from './support/generated-template';

/** Well-formed: every start tag closed in order. */
const balanced = (xml: string): boolean => {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([\w:.-]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (match[0].startsWith('<?')) continue;
    if (selfClosing === '/') continue;
    if (closing === '/') {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
};

describe('templates made of random tags', () => {
  describe.each(Array.from({ length: 300 }, (_unused, seed) => [seed]))('when generated from seed %i', (seed) => {
    it('compiles without throwing, and either reports errors or renders well-formed XML without tags', () => {
      const random = generator(seed + 1);
      const template = compiled(minimalDocx(documentOf(random)));
      const errors = analyseTemplate(template).diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
      const data = dataOf(random);
      const result = renderTemplate(template, data);
      if (errors.length > 0) {
        expect(result.ok ? undefined : result.error.code).toBe('template_invalid');
        return;
      }
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const output = openDocx(result.value.bytes);
      if (!output.ok) throw new Error(output.error.code);
      const xml = output.value.text('word/document.xml');
      expect(balanced(xml)).toBe(true);
      // Both renderings of a text box say the same.
      const choices = [...xml.matchAll(/<mc:Choice[\s\S]*?<\/mc:Choice>/g)].map((match) => paragraphTexts(match[0]));
      const fallbacks = [...xml.matchAll(/<mc:Fallback>([\s\S]*?)<\/mc:Fallback>/g)].map((match) => paragraphTexts(match[1] ?? ''));
      expect(fallbacks).toEqual(choices);
      const drawingIds = [...xml.matchAll(/<wp:docPr id="(\d+)"/g)].map((match) => match[1]);
      expect(new Set(drawingIds).size).toBe(drawingIds.length);
      expect(paragraphTexts(xml).join('\n')).not.toMatch(/\{\{|\}\}/);
    });
  });
});
