import * as E from 'fp-ts/Either';
import { T0, later } from '@quire/testing/builders/instants';
import { type Alias, type AliasInput, createAlias, updateAlias } from './alias';
import { tenantId } from './ids';
import { aliasId } from './library-ids';

const t0 = T0;
const t1 = later(86_400_000);

const anAlias = (overrides: Partial<AliasInput> = {}): Alias => {
  const alias = createAlias({ id: aliasId('a1'), tenantId: tenantId('t1'), name: 'client_name', type: 'text', now: t0, ...overrides });
  if (E.isLeft(alias)) throw new Error(JSON.stringify(alias.left));
  return alias.right;
};

const problemsOf = (result: E.Either<unknown, unknown>): unknown => (E.isLeft(result) ? (result.left as { problems: unknown }).problems : 'no problems');

describe('alias', () => {
  describe('when created with a name and a type only', () => {
    it('takes the name as label, no description, synonyms, choices or format', () => {
      expect(anAlias()).toMatchObject({ name: 'client_name', label: 'client_name', description: '', synonyms: [], choices: null, itemFields: null, format: null, version: 1 });
    });
  });

  describe('when the label is blank', () => {
    it('takes the name', () => {
      expect(anAlias({ label: '  ' }).label).toBe('client_name');
    });
  });

  describe('when the name is no identifier', () => {
    it.each([['1st_name'], ['client name'], ['a'.repeat(65)], ['  '], ['naïve'], ['TRUE'], ['else'], ['and']])('refuses %j', (name) => {
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name, type: 'text', now: t0 }))).toEqual([
        expect.objectContaining({ _tag: 'InvalidIdentifier', field: 'name' }),
      ]);
    });
    it('accepts 64 characters and trims', () => {
      expect(anAlias({ name: ` a${'b'.repeat(63)} ` }).name).toBe(`a${'b'.repeat(63)}`);
    });
  });

  describe('when it is a choice', () => {
    it('needs choices', () => {
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'status', type: 'choice', now: t0 }))).toEqual([
        expect.objectContaining({ _tag: 'FieldRequired', field: 'choices' }),
      ]);
    });
    it('trims the choices and refuses repeats ignoring case', () => {
      expect(anAlias({ type: 'choice', choices: [' Single ', 'Married'] }).choices).toEqual(['Single', 'Married']);
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'status', type: 'choice', choices: ['Single', 'married', ' MARRIED', ''], now: t0 }))).toEqual([
        expect.objectContaining({ _tag: 'InvalidChoice', field: 'choices[3]', reason: 'must not be empty' }),
      ]);
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'status', type: 'choice', choices: ['Single', 'married', ' MARRIED'], now: t0 }))).toEqual([
        { _tag: 'InvalidChoice', field: 'choices[2]', reason: 'repeats choices[1]' },
      ]);
    });
  });

  describe('when choices, item fields or a format do not fit the type', () => {
    it('reports every problem at once', () => {
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'x', type: 'boolean', choices: ['a'], itemFields: ['b'], format: 'yyyy', now: t0 }))).toEqual([
        expect.objectContaining({ _tag: 'FieldNotAllowed', field: 'choices' }),
        expect.objectContaining({ _tag: 'FieldNotAllowed', field: 'itemFields' }),
        expect.objectContaining({ _tag: 'FieldNotAllowed', field: 'format' }),
      ]);
    });
    it('treats empty lists and an empty format as not given', () => {
      expect(anAlias({ choices: [], itemFields: [], format: ' ' })).toMatchObject({ choices: null, itemFields: null, format: null });
    });
  });

  describe('when it is a list', () => {
    it('has item fields (identifiers, unique), possibly none', () => {
      expect(anAlias({ name: 'children', type: 'list', itemFields: ['name', 'date_of_birth'] }).itemFields).toEqual(['name', 'date_of_birth']);
      expect(anAlias({ name: 'nicknames', type: 'list' }).itemFields).toEqual([]);
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'c', type: 'list', itemFields: ['name', 'Name', 'no good'], now: t0 }))).toEqual([
        expect.objectContaining({ _tag: 'InvalidIdentifier', field: 'itemFields[2]' }),
      ]);
    });
  });

  describe('when it has synonyms', () => {
    it('trims them', () => {
      expect(anAlias({ synonyms: ['  ClientName ', 'Petitioner Name'] }).synonyms).toEqual(['ClientName', 'Petitioner Name']);
    });
    it.each([
      ['', 'must not be empty'],
      ['a'.repeat(101), 'must be at most 100 characters'],
      ['Client {Name}', 'must not contain braces or "|"'],
      ['Client | Name', 'must not contain braces or "|"'],
      ['Client\tName', 'must not contain control characters'],
      [' CLIENT_NAME ', 'must differ from the alias name'],
      ['Else', 'must not be the reserved word "Else"'],
      ['`x`', 'must not contain "`" (conditions quote names with it)'],
    ])('refuses %j', (synonym, reason) => {
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'client_name', type: 'text', synonyms: [synonym], now: t0 }))).toEqual([
        { _tag: 'InvalidSynonym', field: 'synonyms[0]', reason },
      ]);
    });
    it('refuses a repeat ignoring case', () => {
      expect(problemsOf(createAlias({ id: aliasId('a'), tenantId: tenantId('t'), name: 'n', type: 'text', synonyms: ['Client', 'client '], now: t0 }))).toEqual([
        { _tag: 'InvalidSynonym', field: 'synonyms[1]', reason: 'repeats synonyms[0]' },
      ]);
    });
  });

  describe('when updated', () => {
    it('applies the patch and bumps the version', () => {
      expect(updateAlias(anAlias(), { label: 'Client name', synonyms: ['ClientName'] }, t1)).toEqual(
        E.right(expect.objectContaining({ label: 'Client name', synonyms: ['ClientName'], version: 2, updatedAt: t1, createdAt: t0 })),
      );
    });
    it('is the same alias when nothing changes', () => {
      const alias = anAlias({ synonyms: ['A'] });
      expect(updateAlias(alias, { name: ' client_name ', synonyms: ['A'] }, t1)).toEqual(E.right(alias));
    });
    it('re-checks every rule', () => {
      expect(problemsOf(updateAlias(anAlias(), { synonyms: ['client_name'], type: 'choice' }, t1))).toEqual([
        expect.objectContaining({ _tag: 'FieldRequired', field: 'choices' }),
        expect.objectContaining({ _tag: 'InvalidSynonym', field: 'synonyms[0]' }),
      ]);
    });
    it('drops what belonged to the old type only', () => {
      const status = anAlias({ name: 'status', type: 'choice', choices: ['a', 'b'] });
      expect(updateAlias(status, { type: 'text' }, t1)).toEqual(E.right(expect.objectContaining({ type: 'text', choices: null })));
      const due = anAlias({ name: 'due', type: 'date', format: 'd MMMM yyyy' });
      expect(updateAlias(due, { type: 'number' }, t1)).toEqual(E.right(expect.objectContaining({ format: null })));
    });
    it('refuses what the patch sends that does not fit the new type', () => {
      const status = anAlias({ name: 'status', type: 'choice', choices: ['a', 'b'] });
      expect(problemsOf(updateAlias(status, { type: 'text', choices: ['a'] }, t1))).toEqual([expect.objectContaining({ _tag: 'FieldNotAllowed', field: 'choices' })]);
    });
  });
});
