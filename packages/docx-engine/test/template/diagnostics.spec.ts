import { analyseTemplate } from '../../src/analyse/analyse-template';
import { renderTemplate } from '../../src/render/render-template';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { compiled } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';

const diagnosticsOf = (body: string, extras = {}) => analyseTemplate(compiled(minimalDocx(body, extras))).diagnostics;
const codesOf = (body: string): string[] => diagnosticsOf(body).map((diagnostic) => diagnostic.code);

describe('template diagnostics', () => {
  describe('when tags are malformed', () => {
    it.each([
      ['{{}}', 'empty_tag', /is empty/],
      ['{{client_name', 'unterminated_tag', /not closed with "}}"/],
      ['{{a {{b}}', 'unterminated_tag', /before the next "{{"/],
      ['text }} more', 'stray_closing_braces', /no matching "{{"/],
      ['{{name | shout}}', 'unknown_filter', /Unknown filter "shout"/],
      ['{{name | uper}}', 'unknown_filter', /Did you mean "upper"/],
      ['{{name | join: 1, 2, 3}}', 'bad_filter_arguments', /join/],
      ['{{name | date: MMMM}}', 'bad_filter_arguments', /"MMMM" of filter "date" is not a quoted text/],
      ['{{#if age >= }}x{{/if}}', 'bad_expression', /The condition "age >=" cannot be read: .*position/],
      ['{{#with x}}', 'unknown_block', /is not a block/],
      ['{{/iff}}', 'unknown_block', /closes no block/],
      ['{{@idx}}', 'invalid_name', /not a loop variable/],
      ['{{#each}}', 'invalid_name', /names no list/],
    ])('reports %s as %s', (text, code, message) => {
      const [diagnostic] = diagnosticsOf(wordParagraph(wordRun(text)));
      expect(diagnostic).toMatchObject({ severity: 'error', code, part: 'word/document.xml', paragraph: 1 });
      expect(diagnostic?.message).toMatch(message);
    });
  });

  describe('when a block tag cannot be read', () => {
    it.each([
      ['an unreadable condition', ['{{#if age >=}}', 'Adult', '{{/if}}'], ['bad_expression']],
      ['a condition missing', ['{{#if}}', 'x', '{{/if}}'], ['bad_expression']],
      ['an unreadable else if', ['{{#if a}}', 'x', '{{else if b <}}', 'y', '{{/if}}'], ['bad_expression']],
      ['a repeat without its list', ['{{#each}}', '{{name}}', '{{/each}}'], ['invalid_name']],
      ['a bad list name inside a repeat', ['{{#each a}}', '{{#each x|y}}', '{{name}}', '{{/each}}', '{{/each}}'], ['invalid_name']],
    ])('reports only its own problem for %s, not its closing tag as unmatched', (_case, lines, codes) => {
      const diagnostics = diagnosticsOf(lines.map((line) => splitParagraph(line)).join(''));
      expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(codes);
    });

    it('lists no field for the unreadable condition', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(['{{#if age >=}}', '{{name}}', '{{/if}}'].map((line) => splitParagraph(line)).join(''))));
      expect(analysis.fields.map((field) => field.name)).toEqual(['name']);
    });
  });

  describe('when blocks are unbalanced', () => {
    it.each([
      ['{{#if a}} never closed', 'unclosed_block', /\{\{#if a\}\}" \(paragraph 1\) is never closed: add \{\{\/if\}\}/],
      ['closed {{/if}} without opening', 'unmatched_closing_tag', /has no matching \{\{#if\}\}/],
      ['{{#if a}}{{#each b}}{{/if}}', 'mismatched_closing_tag', /"\{\{\/if\}\}" closes \{\{#if\}\} "\{\{#if a\}\}" .* while "\{\{#each b\}\}" .* is still open/],
      ['{{else}}', 'misplaced_else', /outside any \{\{#if\}\}/],
      ['{{#each a}}{{else}}{{/each}}', 'misplaced_else', /an else belongs to an \{\{#if\}\}/],
      ['{{#if a}}{{else}}{{else if b}}{{/if}}', 'misplaced_else', /after the \{\{else\}\}/],
    ])('reports %s as %s', (text, code, message) => {
      const diagnostic = diagnosticsOf(wordParagraph(wordRun(text))).find((found) => found.code === code);
      expect(diagnostic?.message).toMatch(message);
    });

    it('reports a block that starts outside a table and ends in a cell', () => {
      const body = splitParagraph('{{#if a}}') + wordTable([[splitParagraph('{{/if}}')]]);
      expect(codesOf(body)).toEqual(['block_crosses_container']);
    });

    it('reports an else in a block of table rows', () => {
      const body = wordTable([[splitParagraph('{{#if a}}x'), splitParagraph('{{else}}y'), splitParagraph('{{/if}}')]]);
      expect(codesOf(body)).toEqual(['else_in_table_row_block']);
    });

    it('reports blocks closed in the wrong order across cells', () => {
      const body = wordTable([[splitParagraph('{{#each a}}{{#if b}}x'), splitParagraph('{{/each}}y{{/if}}')]]);
      expect(codesOf(body)).toContain('mismatched_closing_tag');
    });
  });

  describe('when blocks nest too deeply', () => {
    it('reports it once', () => {
      const body = wordParagraph(wordRun('{{#if a}}'.repeat(60) + 'x' + '{{/if}}'.repeat(60)));
      expect(codesOf(body)).toEqual(['blocks_too_deep']);
    });
  });

  describe('when a template has several problems in several parts', () => {
    const body = splitParagraph('First paragraph') + splitParagraph('Dear {{client_name | shout}}, about {{#if age >}}') + splitParagraph('{{/each}}');
    const template = compiled(minimalDocx(body, { footers: { default: splitParagraph('Page {{}}') } }));

    it('reports them all at once, each with its part, paragraph and text around', () => {
      const diagnostics = analyseTemplate(template).diagnostics;
      expect(diagnostics.map(({ code, part, paragraph }) => ({ code, part, paragraph }))).toEqual([
        { code: 'unknown_filter', part: 'word/document.xml', paragraph: 2 },
        { code: 'bad_expression', part: 'word/document.xml', paragraph: 2 },
        { code: 'unmatched_closing_tag', part: 'word/document.xml', paragraph: 3 },
        // The unreadable {{#if age >}} still opens a block, which nothing closes.
        { code: 'unclosed_block', part: 'word/document.xml', paragraph: 2 },
        { code: 'empty_tag', part: 'word/footer1.xml', paragraph: 1 },
      ]);
      expect(diagnostics[0]?.excerpt).toBe('Dear {{client_name | shout}}, about {{#if age >}}');
    });

    it('refuses to render, listing the errors', () => {
      const result = renderTemplate(template, {});
      expect(result.ok).toBe(false);
      expect(result.ok ? undefined : result.error.code).toBe('template_invalid');
    });
  });

  describe('when a paragraph is long', () => {
    it('shows the text around the problem only', () => {
      const long = `${'word '.repeat(40)}{{bad |}} ${'tail '.repeat(40)}`;
      const [diagnostic] = diagnosticsOf(wordParagraph(wordRun(long)));
      expect(diagnostic?.excerpt).toMatch(/^….*\{\{bad \|\}\}.*…$/);
      expect(diagnostic?.excerpt.length).toBeLessThan(90);
    });
  });
});
