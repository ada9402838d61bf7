import { compileTemplate } from '../../src/compile/compile-template';
import type { CompiledTemplate } from '../../src/compile/compiled-template';
import { renderTemplate } from '../../src/render/render-template';
import { openDocx } from '../../src/package/open-docx';
import { assertUniqueIds } from '../support/assert-unique-ids';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { CLAUSE_STYLE, numberingXml, richSnippetDocx, stylesXml, templateDocx } from './support/composition-docs';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';

/*
 * What a render keeps for the next ones (plans, imported styles, deflated parts) is keyed on the
 * compiled objects: a render answers the same whatever was rendered before, with its own data.
 */

const compiled = (bytes: Uint8Array): CompiledTemplate => {
  const result = compileTemplate(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const parts = (template: CompiledTemplate, data: Record<string, unknown>, snippets: Readonly<Record<string, CompiledTemplate>>): Record<string, string> => {
  const rendered = renderTemplate(template, data, { resolveSnippet: (name) => snippets[name] });
  if (!rendered.ok) throw new Error(JSON.stringify(rendered.error));
  expect(() => assertUniqueIds(rendered.value.bytes)).not.toThrow();
  const pkg = openDocx(rendered.value.bytes);
  if (!pkg.ok) throw new Error(pkg.error.message);
  return Object.fromEntries(pkg.value.names.filter((name) => name.endsWith('.xml') || name.endsWith('.rels')).map((name) => [name, pkg.value.text(name)]));
};

const TEMPLATE = templateDocx(paragraphXml('{{> Clause}}') + paragraphXml('Between {{client}} and us.') + paragraphXml('{{> Clause}}'));

/** The rich snippet with its clause style looking otherwise and its heading saying otherwise. */
const changedSnippetDocx = (): Buffer =>
  minimalDocx(paragraphXml('<w:pPr><w:pStyle w:val="ClauseText"/></w:pPr>', 'Changed clause for {{client}}.'), {
    stylesXml: stylesXml({ heading1Run: '<w:b/>', extra: CLAUSE_STYLE.replace('<w:i/>', '<w:u w:val="single"/>') }),
    numberingXml: numberingXml(),
  });

describe('renders of one compiled template with snippets', () => {
  it('give each render its own data, in the body and the notes', () => {
    const template = compiled(TEMPLATE);
    const snippets = { Clause: compiled(richSnippetDocx()) };
    parts(template, { client: 'Acme' }, snippets);
    const second = parts(template, { client: 'Globex' }, snippets);
    expect(second['word/document.xml']).toContain('Keep it secret, Globex.');
    expect(second['word/document.xml']).not.toContain('Acme');
    expect(second['word/footnotes.xml']).toContain('Snippet note for Globex.');
    expect(second['word/footnotes.xml']).not.toContain('Acme');
  });

  it('answer a render the same after other renders as on its own', () => {
    const template = compiled(TEMPLATE);
    const snippets = { Clause: compiled(richSnippetDocx()) };
    const alone = parts(compiled(TEMPLATE), { client: 'Acme' }, { Clause: compiled(richSnippetDocx()) });
    parts(template, { client: 'Globex' }, snippets);
    parts(template, { client: 'Initech' }, { Clause: compiled(changedSnippetDocx()) });
    expect(parts(template, { client: 'Acme' }, snippets)).toEqual(alone);
  });

  it('never serve a changed snippet (compiled anew) as it was', () => {
    const template = compiled(TEMPLATE);
    parts(template, { client: 'Acme' }, { Clause: compiled(richSnippetDocx()) });
    const changed = parts(template, { client: 'Acme' }, { Clause: compiled(changedSnippetDocx()) });
    expect(changed['word/document.xml']).toContain('Changed clause for Acme.');
    expect(changed['word/document.xml']).not.toContain('Keep it secret');
    expect(changed['word/styles.xml']).toContain('<w:u w:val="single"/>');
    expect(changed['word/styles.xml']).not.toContain('<w:rPr><w:i/></w:rPr>');
  });
});
