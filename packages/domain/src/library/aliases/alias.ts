import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { TenantId } from '../../ids';
import { type LibraryEntity, changed } from '../library-entity';
import type { InvalidFields, LibraryFieldError } from '../library-errors';
import type { AliasId } from '../library-ids';
import { checkCount, checkUnique, isReservedWord, parseFreeText, parseIdentifier, parseShortText, parseTagName, sameStrings } from '../library-text';
import { type Checked, check, checkAll, checkEach, fail, toInvalidFields } from '../library-validation';
import { nameKey, parseDisplayName } from '../../names';
import type { UnknownAliases } from '../rules/conditional-rule-references';
import type { AliasType } from './alias-type';
import { type AliasFormula, FORMULA_TYPES, type FormulaCycle, type FormulaTerm, resolveAliasFormula } from './alias-formula';

// Its own file, so that the rule and formula checks this file uses can name it without importing this file.
export type { AliasType };
export const ALIAS_TYPES: ReadonlyArray<AliasType> = ['text', 'number', 'currency', 'date', 'boolean', 'choice', 'list', 'picture'];
/** The types whose values a `format` applies to (date pattern, number or currency pattern). */
export const FORMATTED_TYPES: ReadonlyArray<AliasType> = ['date', 'number', 'currency'];

export const ALIAS_NAME_MAX = 64;
export const ALIAS_LABEL_MAX = 200;
export const ALIAS_DESCRIPTION_MAX = 2000;
export const ALIAS_FORMAT_MAX = 100;
export const SYNONYM_MAX = 100;
export const MAX_SYNONYMS = 50;
export const CHOICE_MAX = 200;
export const MAX_CHOICES = 500;
export const MAX_ITEM_FIELDS = 100;

/** What a user says about an alias; everything but identity and bookkeeping. */
export type AliasFields = {
  /** An identifier, `^[A-Za-z][A-Za-z0-9_]{0,63}$`, unique in the tenant together with every synonym. */
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly type: AliasType;
  /** The allowed values, in order: exactly for `choice` (non-empty), null otherwise. */
  readonly choices: ReadonlyArray<string> | null;
  /** The field names of each item: exactly for `list` (empty for a list of plain values), null otherwise. */
  readonly itemFields: ReadonlyArray<string> | null;
  /** The default pattern of the `date`/`number`/`currency` filters; null when none (and for other types). */
  readonly format: string | null;
  /** Other names templates use for the same data; never the alias's own name. */
  readonly synonyms: ReadonlyArray<string>;
  /** A computed alias's formula (docs/template-language.md#computed-aliases): its value is calculated, never answered; null for an answered alias. Only for FORMULA_TYPES. */
  readonly formula: AliasFormula | null;
};

/** An alias: one entry of the tenant's vocabulary of data fields (docs/resources.md#aliases). */
export type Alias = LibraryEntity<AliasId> &
  AliasFields & {
    /** The aliases the formula reads, by their own names (derived: recomputed on every change); empty without a formula. */
    readonly reads: ReadonlyArray<string>;
  };

/** Why an alias cannot be saved: its fields, or its formula's names (unknown, or leading back to it). */
export type AliasRejected = InvalidFields | UnknownAliases | FormulaCycle;

/** The fields as a client may send them: only `name` and `type` are needed. */
export type AliasInput = {
  readonly name: string;
  readonly type: AliasType;
  /** Defaults to the name (also when blank). */
  readonly label?: string;
  readonly description?: string;
  readonly choices?: ReadonlyArray<string> | null;
  readonly itemFields?: ReadonlyArray<string> | null;
  readonly format?: string | null;
  readonly synonyms?: ReadonlyArray<string>;
  /** Already parsed by the language (RuleLanguage.parseFormula / formulaFromJson). */
  readonly formula?: AliasFormula | null;
};

/** An update: the fields given replace the stored ones (null clears). */
export type AliasPatch = Partial<AliasInput>;

const invalidSynonym = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidSynonym', field, reason });
const invalidChoice = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidChoice', field, reason });
const invalidIdentifier = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidIdentifier', field, reason });
const invalidText = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidText', field, reason });

/** Empty lists count as "not given", so a client may send `choices: []` for a text alias. */
const given = <A>(list: ReadonlyArray<A> | null | undefined): list is ReadonlyArray<A> => list !== null && list !== undefined && list.length > 0;

const parseChoices = (type: AliasType, raw: ReadonlyArray<string> | null | undefined): Checked<ReadonlyArray<string> | null> => {
  if (type !== 'choice') return given(raw) ? fail({ _tag: 'FieldNotAllowed', field: 'choices', reason: `only a choice alias has choices, not a ${type} alias` }) : E.right(null);
  if (!given(raw)) return fail({ _tag: 'FieldRequired', field: 'choices', reason: 'a choice alias needs at least one choice' });
  return pipe(
    checkCount('choices', raw, MAX_CHOICES, invalidChoice),
    E.chain((choices) => checkEach(choices, (choice, index) => check(parseShortText(`choices[${index}]`, choice, CHOICE_MAX, invalidChoice)))),
    E.chain((choices) => checkUnique('choices', choices, invalidChoice)),
  );
};

const parseItemFields = (type: AliasType, raw: ReadonlyArray<string> | null | undefined): Checked<ReadonlyArray<string> | null> => {
  if (type !== 'list') return given(raw) ? fail({ _tag: 'FieldNotAllowed', field: 'itemFields', reason: `only a list alias has item fields, not a ${type} alias` }) : E.right(null);
  return pipe(
    checkCount('itemFields', raw ?? [], MAX_ITEM_FIELDS, invalidIdentifier),
    E.chain((fields) => checkEach(fields, (field, index) => check(parseIdentifier(`itemFields[${index}]`, field, ALIAS_NAME_MAX)))),
    E.chain((fields) => checkUnique('itemFields', fields, invalidIdentifier)),
  );
};

const parseFormat = (type: AliasType, raw: string | null | undefined): Checked<string | null> => {
  const format = raw?.trim() ?? '';
  if (format === '') return E.right(null);
  if (!FORMATTED_TYPES.includes(type)) return fail({ _tag: 'FieldNotAllowed', field: 'format', reason: `a ${type} alias has no format` });
  return check(parseShortText('format', format, ALIAS_FORMAT_MAX, invalidText));
};

const parseFormula = (type: AliasType, formula: AliasFormula | null | undefined): Checked<AliasFormula | null> => {
  if (formula === null || formula === undefined) return E.right(null);
  return FORMULA_TYPES.includes(type)
    ? E.right(formula)
    : fail({ _tag: 'FieldNotAllowed', field: 'formula', reason: `a ${type} alias cannot be computed; only ${FORMULA_TYPES.join(', ')} aliases have a formula` });
};

const parseSynonyms = (rawName: string, raw: ReadonlyArray<string>): Checked<ReadonlyArray<string>> =>
  pipe(
    checkCount('synonyms', raw, MAX_SYNONYMS, invalidSynonym),
    E.chain((synonyms) =>
      checkEach(synonyms, (synonym, index) =>
        pipe(
          check(parseTagName(`synonyms[${index}]`, synonym, SYNONYM_MAX, invalidSynonym)),
          E.chain((parsed) =>
            nameKey(parsed) === nameKey(rawName)
              ? fail(invalidSynonym(`synonyms[${index}]`, 'must differ from the alias name'))
              : isReservedWord(parsed)
                ? fail(invalidSynonym(`synonyms[${index}]`, `must not be the reserved word "${parsed}"`))
                : parsed.includes('`')
                  ? fail(invalidSynonym(`synonyms[${index}]`, 'must not contain "`" (conditions quote names with it)'))
                  : E.right(parsed),
          ),
        ),
      ),
    ),
    E.chain((synonyms) => checkUnique('synonyms', synonyms, invalidSynonym)),
  );

/** Every field rule of an alias, all problems at once. */
export const parseAliasFields = (input: AliasInput): E.Either<InvalidFields, AliasFields> =>
  toInvalidFields(
    checkAll({
      name: check(parseIdentifier('name', input.name, ALIAS_NAME_MAX)),
      label: input.label === undefined || input.label.trim() === '' ? E.right(input.name.trim()) : check(parseDisplayName('label', input.label, ALIAS_LABEL_MAX)),
      description: check(parseFreeText('description', input.description ?? '', ALIAS_DESCRIPTION_MAX)),
      type: E.right(input.type),
      choices: parseChoices(input.type, input.choices),
      itemFields: parseItemFields(input.type, input.itemFields),
      format: parseFormat(input.type, input.format),
      synonyms: parseSynonyms(input.name, input.synonyms ?? []),
      formula: parseFormula(input.type, input.formula),
    }),
  );

/** The fields with the aliases the formula reads, checked against the tenant's aliases (resolveAliasFormula). */
const withReads = (id: AliasId, fields: AliasFields, vocabulary: ReadonlyArray<FormulaTerm>): E.Either<AliasRejected, AliasFields & Pick<Alias, 'reads'>> =>
  pipe(
    resolveAliasFormula({ id, ...fields }, vocabulary),
    E.map((reads) => ({ ...fields, reads })),
  );

/**
 * Creates an alias: field rules first (all problems at once), then a formula's names against
 * `vocabulary`, the tenant's aliases (needed only with a formula). Name uniqueness is
 * `assertAliasNamesAvailable`.
 */
export const createAlias = (
  input: AliasInput & { readonly id: AliasId; readonly tenantId: TenantId; readonly now: Date },
  vocabulary: ReadonlyArray<FormulaTerm> = [],
): E.Either<AliasRejected, Alias> =>
  pipe(
    parseAliasFields(input),
    E.chainW((fields) => withReads(input.id, fields, vocabulary)),
    E.map((fields) => ({ id: input.id, tenantId: input.tenantId, ...fields, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );

/**
 * When the type changes, what belonged to the old type only (choices, item fields, a format) is
 * dropped unless the patch sends it again; whatever the patch sends is checked against the new type.
 */
const merge = (alias: Alias, patch: AliasPatch): AliasInput => {
  const type = patch.type ?? alias.type;
  const keep = type === alias.type;
  return {
    name: patch.name ?? alias.name,
    type,
    label: patch.label ?? alias.label,
    description: patch.description ?? alias.description,
    choices: patch.choices !== undefined ? patch.choices : keep ? alias.choices : null,
    itemFields: patch.itemFields !== undefined ? patch.itemFields : keep ? alias.itemFields : null,
    format: patch.format !== undefined ? patch.format : keep ? alias.format : null,
    synonyms: patch.synonyms ?? alias.synonyms,
    // Kept across a change of type, and then checked against the new type.
    formula: patch.formula !== undefined ? patch.formula : alias.formula,
  };
};

const sameFields = (a: Alias, b: AliasFields & Pick<Alias, 'reads'>): boolean =>
  a.name === b.name &&
  a.label === b.label &&
  a.description === b.description &&
  a.type === b.type &&
  a.format === b.format &&
  sameStrings(a.choices, b.choices) &&
  sameStrings(a.itemFields, b.itemFields) &&
  sameStrings(a.synonyms, b.synonyms) &&
  (a.formula?.text ?? null) === (b.formula?.text ?? null) &&
  sameStrings(a.reads, b.reads);

/**
 * Applies an update, re-checking every field rule and the formula's names against `vocabulary`
 * (the tenant's aliases, needed only with a formula); the same alias (no new version) when nothing
 * changes. Uniqueness and usage are separate checks (alias-names, alias-usage) that need the store.
 */
export const updateAlias = (alias: Alias, patch: AliasPatch, now: Date, vocabulary: ReadonlyArray<FormulaTerm> = []): E.Either<AliasRejected, Alias> =>
  pipe(
    parseAliasFields(merge(alias, patch)),
    E.chainW((fields) => withReads(alias.id, fields, vocabulary)),
    E.map((fields) => (sameFields(alias, fields) ? alias : changed(alias, fields, now))),
  );
