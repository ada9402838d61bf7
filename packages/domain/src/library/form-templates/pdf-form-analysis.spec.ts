import { analysePdfForm } from './pdf-form-analysis';
import type { PdfFormField } from './pdf-form-fields';

const field = (name: string, overrides: Partial<PdfFormField> = {}): PdfFormField => ({
  name,
  kind: 'text',
  options: [],
  maxLength: null,
  multiline: false,
  multiSelect: false,
  editable: false,
  required: false,
  readOnly: false,
  page: 1,
  ...overrides,
});

describe('analysePdfForm', () => {
  const aliases = [
    { name: 'client_name', synonyms: ['Petitioner Name', 'Client’s  Name'] },
    { name: 'married', synonyms: [] },
  ];

  it('matches each field by its full name to an alias name or synonym, with the one name key (case, spaces, quotes)', () => {
    const analysis = analysePdfForm({ pageCount: 1, fields: [field('petitioner  name'), field("CLIENT'S NAME"), field('Married', { kind: 'checkbox', options: ['Yes'] })] }, aliases);
    expect(analysis.pdfForm?.fields.map((used) => used.alias)).toEqual(['client_name', 'client_name', 'married']);
    expect(analysis.fields).toEqual([
      { name: 'petitioner  name', alias: 'client_name', occurrences: 1 },
      { name: "CLIENT'S NAME", alias: 'client_name', occurrences: 1 },
      { name: 'Married', alias: 'married', occurrences: 1 },
    ]);
    expect(analysis.diagnostics).toEqual([]);
  });

  it('reports a field that matches no alias as a warning located by its page, and keeps it', () => {
    const analysis = analysePdfForm({ pageCount: 3, fields: [field('form1.unknown', { page: 3 }), field('hidden', { page: null })] }, aliases);
    expect(analysis.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unknown_name', part: 'page 3', paragraph: null, excerpt: 'form1.unknown' }),
      expect.objectContaining({ severity: 'warning', code: 'unknown_name', part: 'form', excerpt: 'hidden' }),
    ]);
    expect(analysis.pdfForm).toMatchObject({ pageCount: 3, fields: [{ name: 'form1.unknown', alias: null }, { name: 'hidden', alias: null }] });
  });
});
