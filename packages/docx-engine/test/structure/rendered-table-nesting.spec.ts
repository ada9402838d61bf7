import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, tableXml } from '@quire/testing/docx/wordml';
import { renderResult } from '../compose/support/render-with-snippets';

/** Tables nested `depth` deep, the innermost cell holding `inner` (XML). */
const nested = (depth: number, inner: string): string => (depth === 0 ? inner : tableXml([[nested(depth - 1, inner)]]));

const codeOf = (result: ReturnType<typeof renderResult>): string | undefined => (result.ok ? undefined : result.error.code);

describe('the table nesting limit holds for what a render makes (16, as for a template)', () => {
  const snippet = minimalDocx(nested(1, paragraphXml('{{client}}')));

  it('renders a snippet of one table into a cell 15 tables deep (16 in all)', () => {
    expect(codeOf(renderResult(minimalDocx(nested(15, paragraphXml('{{> Clause}}'))), { client: 'Acme' }, { Clause: snippet }))).toBeUndefined();
  });

  it('refuses a snippet of one table put into a cell 16 tables deep (17), naming the limit', () => {
    const result = renderResult(minimalDocx(nested(16, paragraphXml('{{> Clause}}'))), { client: 'Acme' }, { Clause: snippet });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'too_deeply_nested_tables', limit: 16, message: expect.stringContaining('more than 16 deep') });
  });

  it('refuses snippets that nest 20 tables through one another', () => {
    const inner = minimalDocx(nested(10, paragraphXml('{{client}}')));
    const outer = minimalDocx(nested(5, paragraphXml('{{> Inner}}')));
    expect(codeOf(renderResult(minimalDocx(nested(5, paragraphXml('{{> Outer}}'))), { client: 'Acme' }, { Outer: outer, Inner: inner }))).toBe('too_deeply_nested_tables');
  });

  it('refuses an HTML table put into a cell 16 tables deep', () => {
    const template = minimalDocx(nested(16, paragraphXml('{{clause | html}}')));
    expect(codeOf(renderResult(template, { clause: '<table><tr><td>a</td></tr></table>' }, {}))).toBe('too_deeply_nested_tables');
    expect(codeOf(renderResult(template, { clause: '<p>a</p>' }, {}))).toBeUndefined();
  });

  it('takes its limit from the options', () => {
    expect(codeOf(renderResult(minimalDocx(nested(3, paragraphXml('{{> Clause}}'))), { client: 'Acme' }, { Clause: snippet }, { maxTableNesting: 3 }))).toBe('too_deeply_nested_tables');
  });
});
