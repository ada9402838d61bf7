import { renderWithLibreOffice } from '../support/libreoffice';
import { runPythonOnDocx } from '../support/python-docx';
import { renderBody } from './support/render-docx';
import { splitParagraph } from './support/word-like';
import { propertyExtras } from './support/document-properties';

jest.setTimeout(240_000);

const SCRIPT = String.raw`
import io, json, sys
from docx import Document
from lxml import etree
doc = Document(io.BytesIO(sys.stdin.buffer.read()))
cp = doc.core_properties
parts = {str(part.partname): part.blob for part in doc.part.package.iter_parts()}
def texts(name, tags):
    root = etree.fromstring(parts[name])
    return {tag: [el.text for el in root.iter() if etree.QName(el).localname == tag] for tag in tags}
print(json.dumps({
    'core': {'title': cp.title, 'subject': cp.subject, 'author': cp.author, 'keywords': cp.keywords, 'comments': cp.comments, 'category': cp.category, 'last_modified_by': cp.last_modified_by},
    'app': texts('/docProps/app.xml', ['Company', 'Manager']),
    'custom': texts('/docProps/custom.xml', ['lpwstr', 'i4']),
    'body': [p.text for p in doc.paragraphs],
}))
`;

const readProperties = (bytes: Uint8Array): Promise<Record<string, unknown>> =>
  runPythonOnDocx<Record<string, unknown>>(SCRIPT, bytes);

describe('document properties and literal braces, read back by python-docx and LibreOffice', () => {
  const rendered = renderBody(
    splitParagraph('Write \\{{client}} for the client: {{client}}.'),
    { matter: 'Smith v. Jones', client: 'Ann & Co', lawyer: 'Bea', firm: 'Law LLP', partner: 'Cid', number: 'M-42', draft: true },
    {},
    propertyExtras(
      { title: '{{#if draft}}DRAFT {{/if}}{{matter}}', subject: 'Engagement of {{client}}', creator: '{{lawyer}}', keywords: '{{matter}}', description: 'For {{client}}', category: '{{firm}}', lastModifiedBy: '{{partner}}' },
      { company: '{{firm}}', manager: '{{partner}}' },
      { Matter: '{{number}}' },
    ),
  );

  it('python-docx reads every property filled, and the literal braces in the body', async () => {
    expect(await readProperties(rendered.bytes)).toEqual({
      core: { title: 'DRAFT Smith v. Jones', subject: 'Engagement of Ann & Co', author: 'Bea', keywords: 'Smith v. Jones', comments: 'For Ann & Co', category: 'Law LLP', last_modified_by: 'Cid' },
      app: { Company: ['Law LLP'], Manager: ['Cid'] },
      custom: { lpwstr: ['M-42'], i4: ['7'] },
      body: ['Write {{client}} for the client: Ann & Co.'],
    });
  });

  it('LibreOffice converts it, carrying the title, author and subject into the PDF', async () => {
    const pdf = await renderWithLibreOffice(rendered.bytes);
    expect(pdf.text).toContain('Write {{client}} for the client: Ann & Co.');
    expect(pdf.info).toMatch(/^Title:\s+DRAFT Smith v\. Jones$/m);
    expect(pdf.info).toMatch(/^Subject:\s+Engagement of Ann & Co$/m);
    expect(pdf.info).toMatch(/^Author:\s+Bea$/m);
  });
});
