import { readDocx } from '../support/python-docx';
import { renderBody } from './support/render-docx';
import { SCENARIOS } from './support/scenarios';

describe('rendered documents read with python-docx', () => {
  describe.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('when rendering %s', (_name, scenario) => {
    it('opens, and its text is the expected text', async () => {
      const rendered = renderBody(scenario.body, scenario.data, scenario.options, scenario.extras);
      const dump = await readDocx(rendered.bytes);
      expect(dump.body).toEqual(scenario.body_texts);
      if (scenario.header !== undefined) expect(dump.headers[0]?.paragraphs).toEqual(scenario.header);
      if (scenario.footer !== undefined) expect(dump.footers[0]?.paragraphs).toEqual(scenario.footer);
      if (scenario.footnotes !== undefined) expect(dump.footnotes).toEqual(scenario.footnotes);
      if (scenario.comments !== undefined) expect(dump.comments).toEqual(scenario.comments);
      if (scenario.textBoxes !== undefined) expect(dump.textBoxes).toEqual(scenario.textBoxes);
      if (scenario.title !== undefined) expect(dump.title).toBe(scenario.title);
      if (scenario.options?.missing !== 'keep') expect(JSON.stringify(dump)).not.toMatch(/\{\{|\}\}/);
    });
  });
});
