import { analyseTemplate } from '../../src/analyse/analyse-template';
import { renderTemplate } from '../../src/render/render-template';
import { openDocx } from '../../src/package/open-docx';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { readDocx } from '../support/python-docx';
import { dataOf, documentOf, generator } from './support/generated-template';
import { compiled } from './support/render-docx';
import { paragraphTexts } from './support/paragraph-texts';

describe('templates made of random tags, read with python-docx', () => {
  const valid: number[] = [];
  describe.each(Array.from({ length: 60 }, (_unused, seed) => [seed]))('when generated from seed %i', (seed) => {
    it('opens, and python-docx reads the text our own reading finds', async () => {
      const random = generator(seed + 1);
      const template = compiled(minimalDocx(documentOf(random)));
      const errors = analyseTemplate(template).diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
      const result = renderTemplate(template, dataOf(random));
      if (errors.length > 0) {
        // A template with errors is never filled: the refusal lists exactly what analysis found.
        expect(result.ok ? 'rendered' : result.error.code).toBe('template_invalid');
        if (!result.ok && result.error.code === 'template_invalid') expect(result.error.diagnostics).toEqual(errors);
        return;
      }
      valid.push(seed);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const output = openDocx(result.value.bytes);
      if (!output.ok) throw new Error(output.error.code);
      const xml = output.value.text('word/document.xml');
      const dump = await readDocx(result.value.bytes);
      expect(dump.body).toEqual(paragraphTexts(xml.replace(/<w:txbxContent>[\s\S]*?<\/w:txbxContent>/g, '')));
      const choiceBoxes = [...xml.matchAll(/<mc:Choice[\s\S]*?<\/mc:Choice>/g)].flatMap((match) => paragraphTexts(match[0]));
      expect(dump.textBoxes).toEqual(choiceBoxes);
    });
  });

  it('fills and checks at least a third of the seeds (the generator is not all errors)', () => {
    expect(valid.length).toBeGreaterThanOrEqual(20);
  });
});
