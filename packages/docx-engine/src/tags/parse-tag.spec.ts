import { parseTag } from './parse-tag';
import { normalizeName } from '../name-key';

const syntaxOf = (inner: string) => {
  const parsed = parseTag(inner, normalizeName);
  if (!parsed.ok) throw new Error(parsed.problems.map((problem) => problem.message).join('; '));
  return parsed.syntax;
};
const problemsOf = (inner: string) => {
  const parsed = parseTag(inner, normalizeName);
  return parsed.ok ? [] : parsed.problems;
};

describe('parseTag', () => {
  describe('when the tag is a field', () => {
    it('reads a name, trimmed, spaces collapsed', () => {
      expect(syntaxOf('  Petitioner   Name ')).toMatchObject({ kind: 'field', name: { text: 'Petitioner Name', key: 'petitioner name', path: undefined }, filters: [] });
    });

    it('reads a dotted path and a loop variable', () => {
      expect(syntaxOf('client.address.city')).toMatchObject({ name: { path: ['client', 'address', 'city'] } });
      expect(syntaxOf('@Number')).toMatchObject({ name: { text: '@number' } });
    });

    it('reads chained filters with texts, numbers and booleans, smart quotes read as straight', () => {
      expect(syntaxOf('names | join: \u201c, \u201d, \u2018 and \u2019 | number: 2 | default: true')).toMatchObject({
        filters: [
          { name: 'join', args: [', ', ' and '] },
          { name: 'number', args: [2] },
          { name: 'default', args: ['true'] },
        ],
      });
    });

    it('keeps a "|" inside a quoted argument', () => {
      expect(syntaxOf('x | join: " | "')).toMatchObject({ filters: [{ name: 'join', args: [' | '] }] });
    });

    it("accepts an apostrophe in a name (a synonym such as Client's Name)", () => {
      expect(syntaxOf("Client's Name | upper")).toMatchObject({ name: { text: "Client's Name" }, filters: [{ name: 'upper' }] });
    });
  });

  describe('when the tag is a block', () => {
    it('reads conditions as names or expressions', () => {
      expect(syntaxOf('#if married')).toEqual({ kind: 'if', condition: { kind: 'name', name: expect.objectContaining({ text: 'married' }) } });
      expect(syntaxOf('#IF Has Partner')).toEqual({ kind: 'if', condition: { kind: 'name', name: expect.objectContaining({ text: 'Has Partner' }) } });
      expect(syntaxOf('#if client_age >= 18')).toMatchObject({ kind: 'if', condition: { kind: 'expression', text: 'client_age >= 18' } });
      expect(syntaxOf('else if separated')).toMatchObject({ kind: 'elseIf', condition: { kind: 'name' } });
      expect(syntaxOf('#if @last')).toMatchObject({ condition: { kind: 'name', name: { text: '@last' } } });
    });

    it('reads repeats, with restart', () => {
      expect(syntaxOf('#each children')).toMatchObject({ kind: 'each', target: { text: 'children' }, restart: false });
      expect(syntaxOf('#each children restart')).toMatchObject({ kind: 'each', target: { text: 'children' }, restart: true });
    });

    it('reads else, closings, comments and snippets', () => {
      expect(syntaxOf('else')).toEqual({ kind: 'else' });
      expect(syntaxOf('/if')).toEqual({ kind: 'endIf' });
      expect(syntaxOf(' /each ')).toEqual({ kind: 'endEach' });
      expect(syntaxOf('! anything { at all')).toEqual({ kind: 'comment' });
      expect(syntaxOf('> Standard  Confidentiality Clause')).toEqual({ kind: 'snippet', name: 'Standard Confidentiality Clause' });
    });
  });

  describe('when the tag is wrong', () => {
    it('points at the position of a bad expression inside the tag', () => {
      const [problem] = problemsOf('#if age >= ');
      expect(problem).toMatchObject({ code: 'bad_expression' });
      expect(problem?.offset).toBeGreaterThanOrEqual(4);
    });

    it('reports every bad filter of a field', () => {
      expect(problemsOf('x | shout | date: 3').map((problem) => problem.code)).toEqual(['unknown_filter', 'bad_filter_arguments']);
    });

    it('reports names with braces, unknown loop variables and empty tags', () => {
      expect(problemsOf('{x').map((problem) => problem.code)).toEqual(['invalid_name']);
      expect(problemsOf('@nope').map((problem) => problem.code)).toEqual(['invalid_name']);
      expect(problemsOf('   ').map((problem) => problem.code)).toEqual(['empty_tag']);
      expect(problemsOf('a\nb').map((problem) => problem.code)).toEqual(['tag_spans_line_break']);
    });
  });
});
