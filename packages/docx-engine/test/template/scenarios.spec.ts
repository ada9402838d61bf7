import { paragraphTexts } from './support/paragraph-texts';
import { renderBody } from './support/render-docx';
import { SCENARIOS } from './support/scenarios';

describe('rendering the scenarios read back with python-docx in the integration tests', () => {
  describe.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('when rendering %s', (_name, scenario) => {
    const rendered = renderBody(scenario.body, scenario.data, scenario.options, scenario.extras);

    it('produces the expected paragraph texts', () => {
      const withoutTextBoxes = paragraphTexts(rendered.part('word/document.xml').replace(/<w:txbxContent>[\s\S]*?<\/w:txbxContent>/g, ''));
      expect(withoutTextBoxes).toEqual(scenario.body_texts);
    });

    it('leaves no tag delimiter', () => {
      if (scenario.options?.missing === 'keep') return;
      expect(rendered.part('word/document.xml')).not.toMatch(/\{\{|\}\}/);
    });
  });
});
