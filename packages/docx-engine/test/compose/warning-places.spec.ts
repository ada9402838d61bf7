import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { plainSnippetDocx } from './support/composition-docs';
import { renderResult } from './support/render-with-snippets';

/** Every warning says where it first happened: the template's part and paragraph, or the snippet's tag there. */
describe('where a warning happened', () => {
  const template = minimalDocx(paragraphXml('Dear {{client_name}},') + paragraphXml('Our fee is {{fee}}.') + paragraphXml('{{> Terms}}') + paragraphXml('Again {{fee}}.'));
  const rendered = renderResult(template, { client_name: 'Ann' }, { Terms: plainSnippetDocx('Signed for {{firm}}.', 'Fee {{fee}}.') });

  it('gives the part and paragraph of the first tag that warned, once per name', () => {
    if (!rendered.ok) throw new Error(rendered.error.message);
    const fee = rendered.value.warnings.filter((warning) => warning.name === 'fee');
    expect(fee).toEqual([{ code: 'missing_value', name: 'fee', message: '"fee" has no value; it was left blank.', part: 'word/document.xml', paragraph: 2 }]);
  });

  it("says a snippet's warning at the snippet's tag in the template, naming the snippet", () => {
    if (!rendered.ok) throw new Error(rendered.error.message);
    expect(rendered.value.warnings.find((warning) => warning.name === 'firm')).toEqual({
      code: 'missing_value',
      name: 'firm',
      message: '"firm" has no value; it was left blank.',
      part: 'word/document.xml',
      paragraph: 3,
      snippet: 'Terms',
    });
  });
});
