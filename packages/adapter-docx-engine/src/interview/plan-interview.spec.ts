import { compileTemplate, type CompiledTemplate, MAX_SNIPPET_DEPTH, type Vocabulary, type VocabularyAlias } from '@quire/docx-engine/engine';
import { parseCalculation, parseExpression } from '@quire/expressions/parse-expression';
import { parseConditionJson } from '@quire/expressions/parse-condition-json';
import { printExpression } from '@quire/expressions/print-expression';
import type { PlannedQuestion } from '@quire/ports/documents/interview-planner';
import { docxFromText } from '../docx-text-document-writer';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml as paragraph } from '@quire/testing/docx/wordml';
import { planInterview } from './plan-interview';

let digests = 0;
const compiled = (text: string): CompiledTemplate => {
  const result = compileTemplate(docxFromText(text));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const template = (text: string, snippets: Record<string, string> = {}) => ({
  sha256: `t${++digests}`,
  template: compiled(text),
  snippets: Object.entries(snippets).map(([name, body]) => ({ name, sha256: `s${++digests}`, template: compiled(body) })),
});

const alias = (name: string, type: VocabularyAlias['type'] = 'text', more: Partial<VocabularyAlias> = {}): VocabularyAlias => ({ name, type, synonyms: [], ...more });
const expr = (text: string) => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

const vocabulary = (aliases: VocabularyAlias[] = [], rules: Vocabulary['rules'] = []): Vocabulary => ({ aliases, rules });

/** alias → when's text ('always' when absent), item fields as `list.field`. */
const whens = (questions: ReadonlyArray<PlannedQuestion>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    questions.flatMap((question) => [
      [`${prefix}${question.alias}`, question.when?.expression ?? 'always'],
      ...Object.entries(whens(question.itemFields ?? [], `${prefix}${question.alias}.`)),
    ]),
  );

const plan = (text: string, vocab: Vocabulary = vocabulary(), snippets: Record<string, string> = {}) => planInterview([template(text, snippets)], vocab);

describe('planInterview: when a question is asked', () => {
  it('asks every name in order of first use, once, with no when for names always used', () => {
    const { questions } = plan('Dear {{client_name}},\n{{matter}} for {{Client_Name}}.');
    expect(questions.map((question) => question.alias)).toEqual(['client_name', 'matter']);
    expect(whens(questions)).toEqual({ client_name: 'always', matter: 'always' });
  });

  it('and-s nested conditions, and asks the names used only in conditions (not required)', () => {
    const { questions } = plan('{{#if married}}\n{{#if spouse_age >= 18}}\n{{spouse_name}}\n{{/if}}\n{{/if}}');
    expect(whens(questions)).toEqual({ married: 'always', spouse_age: 'married', spouse_name: 'married and spouse_age >= 18' });
    expect(questions.map((question) => [question.alias, question.required])).toEqual([
      ['married', false],
      ['spouse_age', false],
      ['spouse_name', true],
    ]);
  });

  it('negates the earlier branches of else-if and else, and the condition of an else-if is read only when the earlier ones fail', () => {
    const { questions } = plan('{{#if status = "married"}}{{spouse}}{{else if status = "separated"}}{{separation_date}}{{else if has_partner}}{{partner}}{{else}}{{single_note}}{{/if}}');
    expect(whens(questions)).toEqual({
      status: 'always',
      spouse: 'status = "married"',
      separation_date: 'status = "separated"',
      has_partner: 'status != "married" and status != "separated"',
      partner: 'status != "married" and status != "separated" and has_partner',
      single_note: 'status != "married" and status != "separated" and not has_partner',
    });
  });

  it('or-s the places of a repeated use and simplifies: a name in both branches of an if is always used', () => {
    const { questions } = plan('{{#if a}}{{x}}{{/if}}\n{{#if b}}{{x}}{{/if}}\n{{#if c}}{{y}}{{else}}{{y}}{{/if}}\n{{#if a}}{{#if b}}{{x}}{{/if}}{{/if}}');
    expect(whens(questions)).toEqual({ a: 'always', x: 'a or b', b: 'always', c: 'always', y: 'always' });
  });

  it('drops a use that cannot happen, and keeps the others', () => {
    const { questions } = plan('{{#if a}}{{#if not a}}{{z}}{{/if}}{{/if}}\n{{#if b}}{{z}}{{/if}}');
    expect(whens(questions).z).toBe('b');
  });

  it('resolves synonyms to their alias, in the questions and in the conditions', () => {
    const vocab = vocabulary([alias('client_name', 'text', { synonyms: ['ClientName', 'Petitioner Name'] }), alias('is_married', 'boolean', { synonyms: ['Married'] })]);
    const { questions } = plan('{{#if Married}}{{Petitioner Name}}{{/if}}\n{{ClientName}}', vocab);
    expect(whens(questions)).toEqual({ is_married: 'always', client_name: 'always' });
    const only = plan('{{#if Married}}{{Petitioner Name}}{{/if}}', vocab).questions;
    expect(whens(only)).toEqual({ is_married: 'always', client_name: 'is_married' });
    expect(only.every((question) => question.known)).toBe(true);
  });

  it('uses a conditional rule’s expression, in both forms', () => {
    const vocab = vocabulary([alias('client_age', 'number'), alias('guardian', 'text')], [{ name: 'Minor', kind: 'condition', expression: expr('client_age < 18') }]);
    const { questions } = plan('{{#if Minor}}{{guardian}}{{/if}}', vocab);
    const guardian = questions.find((question) => question.alias === 'guardian');
    expect(guardian?.when?.expression).toBe('client_age < 18');
    const fromJson = parseConditionJson(guardian?.when?.condition);
    expect(fromJson.ok && printExpression(fromJson.value)).toBe('client_age < 18');
    expect(questions.map((question) => question.alias)).toEqual(['client_age', 'guardian']);
  });

  it('leaves computed aliases out and asks what their formulas read, where they are used', () => {
    const items = alias('items', 'list', { itemFields: ['amount'] });
    const totalFormula = parseCalculation('sum(items, "amount")');
    if (!totalFormula.ok) throw new Error('formula');
    const vocab = vocabulary([items, alias('total', 'currency', { formula: totalFormula.value }), alias('show_total', 'boolean')]);
    const { questions } = plan('{{#if show_total}}{{total}}{{/if}}', vocab);
    expect(questions.map((question) => question.alias)).toEqual(['show_total', 'items']);
    expect(whens(questions)).toEqual({ show_total: 'always', items: 'show_total', 'items.amount': 'always' });
  });
});

describe('planInterview: lists', () => {
  const children = alias('children', 'list', { itemFields: ['name', 'minor', 'guardian'] });

  it('asks a list as a repeating group of the item fields used, with item conditions relative to the item', () => {
    const vocab = vocabulary([children, alias('has_children', 'boolean'), alias('firm', 'text')]);
    const { questions } = plan('{{#if has_children}}\n{{#each children}}{{name}}{{#if minor}} ({{guardian}}, {{firm}}){{/if}}{{/each}}\n{{/if}}', vocab);
    expect(questions.map((question) => question.alias)).toEqual(['has_children', 'children', 'firm']);
    expect(whens(questions)).toEqual({
      has_children: 'always',
      children: 'has_children',
      'children.name': 'always',
      'children.minor': 'always',
      'children.guardian': 'minor',
      firm: 'has_children and children is answered',
    });
    const group = questions.find((question) => question.alias === 'children');
    expect(group?.required).toBe(false);
    expect(group?.itemFields?.map((field) => [field.alias, field.required])).toEqual([
      ['name', true],
      ['minor', false],
      ['guardian', true],
    ]);
  });

  it('asks the declared item fields of a list used without any (counted)', () => {
    const { questions } = plan('{{children | count}} children', vocabulary([children]));
    expect(questions[0]?.itemFields?.map((field) => field.alias)).toEqual(['name', 'minor', 'guardian']);
  });

  it('nests repeats, and treats any unknown name inside a list without declared fields as an item field', () => {
    const { questions } = plan('{{#each parties}}{{party_name}}{{#each addresses}}{{line}}{{/each}}{{/each}}');
    expect(whens(questions)).toEqual({
      parties: 'always',
      'parties.party_name': 'always',
      'parties.addresses': 'always',
      'parties.addresses.line': 'always',
    });
  });

  it('a repeat rule asks its list, with the rule’s filter as the items’ condition', () => {
    const vocab = vocabulary([children], [{ name: 'MinorChildren', kind: 'repeat', repeatOver: 'children', expression: expr('minor') }]);
    const { questions } = plan('{{#each MinorChildren}}{{guardian}}{{/each}}', vocab);
    expect(whens(questions)).toEqual({ children: 'always', 'children.minor': 'always', 'children.guardian': 'minor' });
  });
});

describe('planInterview: Word-native markers', () => {
  const control = (tag: string, ...content: string[]) => `<w:sdt><w:sdtPr><w:tag w:val="${tag}"/></w:sdtPr><w:sdtContent>${content.join('')}</w:sdtContent></w:sdt>`;
  const fromXml = (body: string) => {
    const result = compileTemplate(minimalDocx(body));
    if (!result.ok) throw new Error(result.error.message);
    return { sha256: `x${++digests}`, template: result.value, snippets: [] };
  };

  it('reads content controls as the render does: if:, a rule by name, an alias as a field', () => {
    const vocab = vocabulary([alias('client_name'), alias('client_age', 'number')], [{ name: 'Adult', kind: 'condition', expression: expr('client_age >= 18') }]);
    const body = control('if:married', paragraph('{{spouse}}')) + control('Adult', paragraph('{{signature}}')) + paragraph('Dear ') + control('client_name', paragraph('placeholder {{ignored}}'));
    const { questions } = planInterview([fromXml(body)], vocab);
    expect(whens(questions)).toEqual({ married: 'always', spouse: 'married', client_age: 'always', signature: 'client_age >= 18', client_name: 'always' });
  });
});

describe('planInterview: snippets and packets', () => {
  it('inlines snippets under the conditions around them', () => {
    const { questions } = plan('{{#if confidential}}\n{{> NDA}}\n{{/if}}', vocabulary(), { NDA: 'Between {{party}} and {{counterparty}}.' });
    expect(whens(questions)).toEqual({ confidential: 'always', party: 'confidential', counterparty: 'confidential' });
  });

  it('follows snippets inside snippets exactly as deep as the engine inserts them', () => {
    const chain = Array.from({ length: MAX_SNIPPET_DEPTH + 1 }, (_, index) => index + 1);
    const snippets = Object.fromEntries(chain.map((level) => [`S${level}`, `{{field_${level}}} {{> S${level + 1}}}`]));
    const { questions } = plan('{{top}} {{> S1}}', vocabulary(), snippets);
    expect(questions.map((question) => question.alias)).toEqual(['top', ...chain.slice(0, MAX_SNIPPET_DEPTH).map((level) => `field_${level}`)]);
  });

  it('or-s across the templates of a packet, in their order', () => {
    const { questions } = planInterview([template('{{#if a}}{{x}}{{/if}}'), template('{{y}}\n{{#if b}}{{x}}{{/if}}')], vocabulary());
    expect(questions.map((question) => question.alias)).toEqual(['a', 'x', 'y', 'b']);
    expect(whens(questions).x).toBe('a or b');
  });
});

describe('planInterview: relevance', () => {
  const vocab = vocabulary([
    alias('status', 'choice', { synonyms: ['Marital Status'] }),
    alias('children', 'list', { itemFields: ['name', 'minor', 'guardian'] }),
  ]);
  const text = '{{#if status = "married"}}{{spouse}}{{else}}{{single_note}}{{/if}}\n{{#each children}}{{name}}{{#if minor}}{{guardian}}{{/if}}{{/each}}';

  it('says which questions hold for the data, synonyms and item fields included', () => {
    const married = planInterview([template(text)], vocab, { 'Marital Status': 'Married', children: [{ name: 'A', minor: true }, { name: 'B' }] });
    expect(married.relevant).toEqual(['status', 'spouse', 'children', 'children[0].guardian']);
    const single = planInterview([template(text)], vocab, {});
    expect(single.relevant).toEqual(['status', 'single_note', 'children']);
  });
});

describe('planInterview: how a name is asked', () => {
  const kinds = (questions: ReadonlyArray<PlannedQuestion>, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      questions.flatMap((question) => [
        [`${prefix}${question.alias}`, [question.onlyTested ? 'tested' : '', question.multiline ? 'lines' : ''].filter((kind) => kind !== '').join(' ') || '-'],
        ...Object.entries(kinds(question.itemFields ?? [], `${prefix}${question.alias}.`)),
      ]),
    );

  it('says which names are only tested for being true: bare conditions and rules, never compared, printed or repeated over', () => {
    const vocab = vocabulary([], [{ name: 'Discounted', kind: 'condition', expression: expr('loyal and not new_client') }]);
    const { questions } = plan('{{#if conflict_waiver}}Waived.{{/if}}\n{{#if Discounted}}Less.{{/if}}\n{{#if status = "x"}}{{printed}}{{/if}}\n{{#if shown}}{{shown}}{{/if}}\n{{#each items}}{{.}}{{/each}}', vocab);
    expect(kinds(questions)).toEqual({ conflict_waiver: 'tested', loyal: 'tested', new_client: 'tested', status: '-', printed: '-', shown: '-', items: '-' });
  });

  it('says which are printed only on lines of their own: the tag alone in its paragraph, or styled text', () => {
    const { questions } = plan('{{client_address}}\nDear {{client_name}},\n{{client_name}}\n{{notes | markdown}}\nTotal: {{a + b}}\n{{a}}');
    expect(kinds(questions)).toEqual({ client_address: 'lines', client_name: '-', notes: 'lines', a: '-', b: '-' });
  });

  it('asks a name that is also an alias, inside a repeat whose list declares no item fields, for each item when it is used only inside repeats', () => {
    const vocab = vocabulary([alias('hours', 'list', { itemFields: [] }), alias('firm_name')]);
    const { questions } = plan('{{#each fee_stages}}{{stage}}: {{hours}} h at {{firm_name}}{{/each}}\n{{firm_name}}', vocab);
    expect(questions.map((question) => [question.alias, (question.itemFields ?? []).map((field) => field.alias)])).toEqual([
      ['fee_stages', ['stage', 'hours']],
      ['firm_name', []],
    ]);
  });

  it('keeps such an alias at the top level when it is also used outside every repeat (the answer the items share)', () => {
    const vocab = vocabulary([alias('hours', 'number')]);
    const { questions } = plan('{{hours}}\n{{#each fee_stages}}{{stage}}: {{hours}}{{/each}}', vocab);
    expect(questions.map((question) => [question.alias, (question.itemFields ?? []).map((field) => field.alias)])).toEqual([
      ['hours', []],
      ['fee_stages', ['stage']],
    ]);
  });
});
