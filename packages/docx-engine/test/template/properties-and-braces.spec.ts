import { analyseTemplate } from '../../src/analyse/analyse-template';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { compiled, renderBody } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun } from './support/word-like';
import { propertyExtras } from './support/document-properties';

const data = { matter: 'Smith v. Jones', client: 'Ann & Co\nLtd', lawyer: 'Bea', firm: 'Law LLP', partner: 'Cid', number: 'M-42', draft: true };

const extras = propertyExtras(
  {
    title: '{{#if draft}}DRAFT {{/if}}{{matter}}',
    subject: 'Engagement of {{client}}',
    creator: '{{lawyer}}',
    keywords: '{{matter | upper}}, engagement',
    description: 'Prepared for {{client}} by {{firm}}.',
    category: '{{firm}} matters',
    lastModifiedBy: '{{partner}}',
  },
  { company: '{{firm}}', manager: '{{partner}}' },
  { Matter: '{{number}}', Client: '{{client | upper}}' },
);

describe('document properties', () => {
  describe('when every kind of property holds tags', () => {
    const rendered = renderBody(splitParagraph('Body {{matter}}'), data, {}, extras);
    const core = rendered.part('docProps/core.xml');
    const app = rendered.part('docProps/app.xml');
    const custom = rendered.part('docProps/custom.xml');

    it('fills the core properties: title, subject, author, keywords, description, category, last modified by', () => {
      expect(core).toContain('<dc:title>DRAFT Smith v. Jones</dc:title>');
      expect(core).toContain('<dc:subject>Engagement of Ann &amp; Co Ltd</dc:subject>');
      expect(core).toContain('<dc:creator>Bea</dc:creator>');
      expect(core).toContain('<cp:keywords>SMITH V. JONES, engagement</cp:keywords>');
      expect(core).toContain('<dc:description>Prepared for Ann &amp; Co Ltd by Law LLP.</dc:description>');
      expect(core).toContain('<cp:category>Law LLP matters</cp:category>');
      expect(core).toContain('<cp:lastModifiedBy>Cid</cp:lastModifiedBy>');
    });

    it('leaves the dates and revision as they were', () => {
      expect(core).toContain('<cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T00:00:00Z</dcterms:created>');
    });

    it('fills the extended properties company and manager, and leaves what the application keeps', () => {
      expect(app).toContain('<Manager>Cid</Manager><Company>Law LLP</Company>');
      expect(app).toContain('<vt:lpstr>{{not a property}}</vt:lpstr>');
    });

    it('fills custom text properties and leaves a number as it is', () => {
      expect(custom).toContain('name="Matter"><vt:lpwstr>M-42</vt:lpwstr>');
      expect(custom).toContain('name="Client"><vt:lpwstr>ANN &amp; CO LTD</vt:lpwstr>');
      expect(custom).toContain('<vt:i4>7</vt:i4>');
    });
  });

  describe('when the template is analysed', () => {
    it('lists the names used in properties, located in their part', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(splitParagraph('Body'), extras)));
      const fields = analysis.fields.map((field) => field.name).sort();
      expect(fields).toEqual(['client', 'draft', 'firm', 'lawyer', 'matter', 'number', 'partner']);
      expect(analysis.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    });

    it('reports a bad tag in a property with its part', () => {
      const broken = propertyExtras({ title: 'x' }, { company: '{{firm | nonsense}}', manager: '' }, { Matter: '{{#if x}}' });
      const analysis = analyseTemplate(compiled(minimalDocx(splitParagraph('Body'), broken)));
      expect(analysis.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.part])).toEqual([
        ['unknown_filter', 'docProps/app.xml'],
        ['unclosed_block', 'docProps/custom.xml'],
      ]);
    });
  });
});

describe('literal braces', () => {
  describe('when braces are escaped with a backslash', () => {
    it('shows {{name}} as written, the backslash gone, even split over runs', () => {
      const body = splitParagraph('Type \\{{client_name}} to insert a name; {{x}} is filled.', 2);
      expect(renderBody(body, { x: 'this', client_name: 'never' }).texts).toEqual(['Type {{client_name}} to insert a name; this is filled.']);
    });

    it('shows literal closing braces and keeps the run formatting', () => {
      const rendered = renderBody(wordParagraph(wordRun('a \\{{ b \\}}', { bold: true }) + wordRun(' and \\}}')), {});
      expect(rendered.texts).toEqual(['a {{ b }} and }}']);
      expect(rendered.part('word/document.xml')).toMatch(/<w:b\/>.*a \{\{ b \}\}/);
    });

    it('writes a backslash before a tag when it is written twice', () => {
      expect(renderBody(splitParagraph('C:\\\\{{folder}}\\file'), { folder: 'Clients' }).texts).toEqual(['C:\\Clients\\file']);
    });

    it('works in a document property', () => {
      const rendered = renderBody(splitParagraph('Body'), {}, {}, { title: 'Template \\{{x}}' });
      expect(rendered.part('docProps/core.xml')).toContain('<dc:title>Template {{x}}</dc:title>');
    });
  });
});
