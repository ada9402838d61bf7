import { renderBody } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun } from './support/word-like';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: ['ClientName', 'Petitioner Name'] },
    { name: 'fee', type: 'number', synonyms: [] },
  ],
  rules: [],
};

describe('rendering fields', () => {
  describe('when Word split the tag over runs with proofing marks, bookmarks and rsid attributes', () => {
    it('fills the value and keeps the text around it', () => {
      const rendered = renderBody(splitParagraph('Dear {{client_name}}, welcome.', 2), { client_name: 'Ann Smith' });
      expect(rendered.texts).toEqual(['Dear Ann Smith, welcome.']);
    });

    it('leaves no tag delimiter in the document', () => {
      const rendered = renderBody(splitParagraph('{{a}}{{b}} and {{ c }}', 1), { a: 'A', b: 'B', c: 'C' });
      expect(rendered.texts).toEqual(['AB and C']);
      expect(rendered.part('word/document.xml')).not.toMatch(/\{\{|\}\}/);
    });
  });

  describe('when the tag starts in a bold run and ends in plain ones', () => {
    it('gives the value the formatting of the run holding the first character', () => {
      const body = wordParagraph(wordRun('Name: ') + wordRun('{{cli', { bold: true }) + wordRun('ent_na', { italic: true }) + wordRun('me}} end'));
      const xml = renderBody(body, { client_name: 'Zed' }).part('word/document.xml');
      expect(xml).toMatch(/<w:rPr><w:b\/><w:bCs\/><w:lang w:val="en-US"\/><\/w:rPr><w:t xml:space="preserve">Zed<\/w:t>/);
    });

    it('removes the runs the tag consumed entirely and keeps the rest of partially consumed ones', () => {
      const body = wordParagraph(wordRun('{{cli', { bold: true }) + wordRun('ent_na', { italic: true }) + wordRun('me}} end', { color: 'FF0000' }));
      const xml = renderBody(body, { client_name: 'Zed' }).part('word/document.xml');
      expect(xml).not.toContain('<w:i/>');
      expect(xml).toMatch(/<w:color w:val="FF0000"\/><w:lang w:val="en-US"\/><\/w:rPr><w:t xml:space="preserve"> end<\/w:t>/);
    });
  });

  describe('when the value holds special characters', () => {
    it('escapes XML characters and drops characters XML forbids', () => {
      const rendered = renderBody(wordParagraph(wordRun('[{{v}}]')), { v: 'a < b & c > d \u0001' });
      expect(rendered.texts).toEqual(['[a < b & c > d ]']);
      expect(rendered.part('word/document.xml')).toContain('a &lt; b &amp; c &gt; d ');
    });

    it('turns new lines into line breaks and tabs into tabs inside the same run', () => {
      const body = wordParagraph(wordRun('{{address}}', { bold: true }));
      const rendered = renderBody(body, { address: '1 Main St\nSpringfield\tUSA' });
      expect(rendered.texts).toEqual(['1 Main St\nSpringfield\tUSA']);
      expect(rendered.part('word/document.xml')).toContain('1 Main St</w:t><w:br/><w:t xml:space="preserve">Springfield</w:t><w:tab/><w:t xml:space="preserve">USA');
    });
  });

  describe('when names go through the vocabulary', () => {
    it('fills a synonym, with spaces, from its alias key', () => {
      const body = wordParagraph(wordRun('{{Petitioner Name}} / {{clientname}} / {{ ClientName }}'));
      expect(renderBody(body, { client_name: 'Ann' }, { vocabulary }).texts).toEqual(['Ann / Ann / Ann']);
    });

    it('matches names without regard to case, and typographic apostrophes as straight ones', () => {
      const withApostrophe: Vocabulary = { aliases: [{ name: 'client_name', type: 'text', synonyms: ['Client\u2019s Name'] }], rules: [] };
      expect(renderBody(wordParagraph(wordRun("{{Client's name}} {{CLIENT_NAME}} {{Other_Key}}")), { client_name: 'Ann', other_key: 'x' }, { vocabulary: withApostrophe }).texts).toEqual(['Ann Ann x']);
    });

    it('fills a field from data keyed by a synonym of its alias, in any case and spacing', () => {
      const signed: Vocabulary = {
        aliases: [
          { name: 'client_name', type: 'text', synonyms: ['Client Name'] },
          { name: 'signed_date', type: 'date', synonyms: ['Signed On'] },
        ],
        rules: [],
      };
      const body = wordParagraph(wordRun('{{client_name}} signed on {{signed_date | date: "d MMMM yyyy"}}.')) + wordParagraph(wordRun('{{#if client_name}}{{Client Name}}{{/if}} {{signed on}}'));
      const data = { 'Client Name': 'Ann', ' signed  ON ': '2026-03-05' };
      expect(renderBody(body, data, { vocabulary: signed }).texts).toEqual(['Ann signed on 5 March 2026.', 'Ann March 5, 2026']);
      expect(renderBody(body, data, { vocabulary: signed, missing: 'error' }).warnings).toEqual([]);
    });

    it('fills an item\'s field keyed by a synonym inside a repeat', () => {
      const kids: Vocabulary = { aliases: [{ name: 'date_of_birth', type: 'date', synonyms: ['Date of Birth'] }], rules: [] };
      const body = wordParagraph(wordRun('{{#each children}}{{name}} {{date_of_birth}};{{/each}}'));
      expect(renderBody(body, { children: [{ name: 'Ann', 'Date of Birth': '2020-01-02' }] }, { vocabulary: kids }).texts).toEqual(['Ann 2020-01-02;']);
    });

    it('reads a data key in another case or spacing without a vocabulary', () => {
      expect(renderBody(wordParagraph(wordRun('{{client name}}')), { 'Client  Name ': 'Ann' }).texts).toEqual(['Ann']);
    });

    it('reads a name that is no alias from the data key of that name', () => {
      expect(renderBody(wordParagraph(wordRun('{{other}}')), { other: 'x' }, { vocabulary }).texts).toEqual(['x']);
    });

    it('reads a dotted name as a path', () => {
      expect(renderBody(wordParagraph(wordRun('{{client.address.city}}')), { client: { address: { city: 'Paris' } } }).texts).toEqual(['Paris']);
    });
  });

  describe('when filters are chained', () => {
    it('applies them left to right, with Word smart quotes read as straight quotes', () => {
      const body = wordParagraph(wordRun('{{ names | join: \u201c, \u201d, \u201c and \u201d | upper }}'));
      expect(renderBody(body, { names: ['a', 'b', 'c'] }).texts).toEqual(['A, B AND C']);
    });

    it('formats a date with a pattern', () => {
      const body = wordParagraph(wordRun('{{hearing_date | date: "MMMM d, yyyy"}}'));
      expect(renderBody(body, { hearing_date: '2026-03-05' }).texts).toEqual(['March 5, 2026']);
    });
  });

  describe('when a value is missing', () => {
    const body = wordParagraph(wordRun('Dear {{client_name}} {{other}}.', { bold: true }));

    it('leaves it blank and warns, by default', () => {
      const rendered = renderBody(body, {}, { vocabulary });
      expect(rendered.texts).toEqual(['Dear  .']);
      expect(rendered.warnings.map((warning) => warning.name)).toEqual(['client_name', 'other']);
    });

    it('shows the alias name in brackets, highlighted yellow, keeping the run formatting', () => {
      const rendered = renderBody(body, {}, { vocabulary, missing: 'highlight' });
      expect(rendered.texts).toEqual(['Dear [client_name] [other].']);
      expect(rendered.part('word/document.xml')).toContain(
        '<w:r><w:rPr><w:b/><w:bCs/><w:highlight w:val="yellow"/><w:lang w:val="en-US"/></w:rPr><w:t xml:space="preserve">[client_name]</w:t></w:r>',
      );
    });

    it('keeps the tag as written', () => {
      expect(renderBody(body, {}, { missing: 'keep' }).texts).toEqual(['Dear {{client_name}} {{other}}.']);
    });

    it('fails listing every missing name', () => {
      expect(() => renderBody(body, {}, { vocabulary, missing: 'error' })).toThrow(/"missing_values".*"names":\["client_name","other"\]/);
    });

    it('uses the default filter instead', () => {
      expect(renderBody(wordParagraph(wordRun('{{x | default: "n/a"}}')), {}).texts).toEqual(['n/a']);
    });
  });

  describe('when a comment tag is written', () => {
    it('removes it', () => {
      expect(renderBody(splitParagraph('A{{! note for authors }}B'), {}).texts).toEqual(['AB']);
    });
  });
});

describe('rendering fields through filters', () => {
  describe('when the value is missing and a filter answers for it', () => {
    it('shows what the filter answers', () => {
      expect(renderBody(wordParagraph(wordRun('{{children | count}} / {{spouse | upper | default: "N/A"}}')), {}).texts).toEqual(['0 / N/A']);
    });
  });

  describe('when the value is a group of fields', () => {
    it('leaves it blank and warns', () => {
      const rendered = renderBody(wordParagraph(wordRun('[{{child}}]')), { child: { name: 'Ann' } });
      expect(rendered.texts).toEqual(['[]']);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'object_value', name: 'child' })]);
    });
  });

  describe('when the value does not fit the filter', () => {
    it('fails naming the field and the filter', () => {
      expect(() => renderBody(wordParagraph(wordRun('{{when | date: "yyyy"}}')), { when: 'next Tuesday' })).toThrow(/"filter_failed".*"name":"when","filter":"date"/);
    });
  });
});

describe('rendering filtered fields of typed aliases', () => {
  const typed: Vocabulary = {
    aliases: [
      { name: 'hearing_date', type: 'date', synonyms: [], format: 'MMMM d, yyyy' },
      { name: 'fee', type: 'currency', synonyms: [], format: 'USD' },
    ],
    rules: [],
  };

  describe('when a filter has run', () => {
    it("shows the filter's result, not the alias's default format applied again", () => {
      const body = wordParagraph(wordRun('{{hearing_date}} | {{hearing_date | date: "yyyy-MM-dd"}} | {{fee}} | {{fee | words}}'));
      const rendered = renderBody(body, { hearing_date: '2024-03-05', fee: 3 }, { vocabulary: typed });
      expect(rendered.texts).toEqual(['March 5, 2024 | 2024-03-05 | $3.00 | three']);
    });
  });
});
