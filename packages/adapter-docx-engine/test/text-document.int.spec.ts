import { compileTemplate, renderTemplate } from '@quire/docx-engine/engine';
import { docxFromText } from '../src/docx-text-document-writer';
import { textLines } from '../src/text-paragraphs';
import { pdfTextByLibreOffice, readWithPythonDocx } from './support/tools';

const TEXT = [
  'Confidentiality',
  '',
  'Dear {{client_name}},',
  '{{#if married}}',
  'You and {{spouse_name}} agree:\tclause 1 & <clause 2>',
  '{{/if}}',
  '  indented  with  spaces  ',
  'Café “quotes” 🎉 \u0001control dropped',
].join('\n');

describe('a .docx written from text', () => {
  const docx = docxFromText(TEXT);

  describe('read by python-docx', () => {
    it('has one paragraph per line, in the Normal style, which is the default paragraph style', async () => {
      const reading = await readWithPythonDocx(docx);
      expect(reading.paragraphs).toEqual(textLines(TEXT).map((text) => ({ text, style: 'Normal' })));
      expect(reading.paragraphs[7]?.text).toBe('Café “quotes” 🎉 control dropped');
      expect(reading.defaultParagraphStyle).toBe('Normal');
      expect(reading.creator).toBe('Quire');
    });

    it('has line breaks where the text had vertical tabs', async () => {
      expect((await readWithPythonDocx(docxFromText('street\vcity\nnext'))).paragraphs.map((paragraph) => paragraph.text)).toEqual(['street\ncity', 'next']);
    });
  });

  describe('used as a template by the engine', () => {
    it('renders with data into a document python-docx reads', async () => {
      const compiled = compileTemplate(docx);
      if (!compiled.ok) throw new Error(compiled.error.message);
      const rendered = renderTemplate(compiled.value, { client_name: 'Ada Lovelace', married: true, spouse_name: 'William' });
      if (!rendered.ok) throw new Error(JSON.stringify(rendered.error));
      const texts = (await readWithPythonDocx(rendered.value.bytes)).paragraphs.map((paragraph) => paragraph.text);
      expect(texts).toEqual(['Confidentiality', '', 'Dear Ada Lovelace,', 'You and William agree:\tclause 1 & <clause 2>', '  indented  with  spaces  ', 'Café “quotes” 🎉 control dropped']);
    });
  });

  describe('converted by LibreOffice', () => {
    it('prints its text (compared with white space collapsed: a PDF keeps positions, not spaces)', async () => {
      const flat = (text: string): string => text.replace(/\s+/g, ' ');
      const pdf = flat(await pdfTextByLibreOffice(docx));
      for (const words of ['Confidentiality', 'Dear {{client_name}},', '{{#if married}}', 'You and {{spouse_name}} agree:', 'clause 1 & <clause 2>', 'indented with spaces', 'Café “quotes”']) expect(pdf).toContain(words);
    }, 180_000);
  });
});
