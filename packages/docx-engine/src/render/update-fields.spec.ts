import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { compileTemplate } from '../compile/compile-template';
import { openDocx } from '../package/open-docx';
import { renderTemplate } from './render-template';
import { withUpdateFields } from './update-fields';

const settingsOf = (docx: Uint8Array): string => {
  const opened = openDocx(docx);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.text('word/settings.xml');
};

const rendered = (options: { updateFields?: boolean }): Uint8Array => {
  const compiled = compileTemplate(minimalDocx(paragraphXml('Dear {{name}}')));
  if (!compiled.ok) throw new Error('compile failed');
  const result = renderTemplate(compiled.value, { name: 'Ada' }, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.bytes;
};

describe('updateFields', () => {
  it('asks Word to refresh the fields on open, in the settings part, only when asked', () => {
    expect(settingsOf(rendered({ updateFields: true }))).toContain('<w:updateFields w:val="true"/>');
    expect(settingsOf(rendered({}))).not.toContain('updateFields');
  });

  it('places the setting where the schema orders it, and replaces one already there', () => {
    const settings = '<w:settings xmlns:w="w"><w:zoom w:percent="100"/><w:defaultTabStop w:val="720"/><w:compat><w:compatSetting w:name="x"/></w:compat><w:rsids/></w:settings>';
    expect(withUpdateFields(settings)).toBe('<w:settings xmlns:w="w"><w:zoom w:percent="100"/><w:defaultTabStop w:val="720"/><w:updateFields w:val="true"/><w:compat><w:compatSetting w:name="x"/></w:compat><w:rsids/></w:settings>');
    expect(withUpdateFields('<w:settings><w:zoom/></w:settings>')).toBe('<w:settings><w:zoom/><w:updateFields w:val="true"/></w:settings>');
    expect(withUpdateFields('<w:settings><w:updateFields w:val="false"/><w:compat/></w:settings>')).toBe('<w:settings><w:updateFields w:val="true"/><w:compat/></w:settings>');
  });
});
