import type { Alias } from '@quire/domain/library/aliases/alias';
import type { PdfFieldUse } from '@quire/domain/library/form-templates/pdf-form-fields';
import { nameKey } from '@quire/domain/names';
import type { PdfFieldValue } from '@quire/ports/documents/pdf-forms';
import { aliasKeyOf } from '../answer-merging/merge-answers';
import type { RenderChoices } from '@quire/ports/documents/document-renderer';

/** The values of a PDF form's fields, and the fields no value was given for (by alias, or by field name when it is none). */
export type PdfFormValues = { readonly values: Readonly<Record<string, PdfFieldValue>>; readonly missing: ReadonlyArray<string> };

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return undefined;
};

/**
 * A value as text by its alias's type, in the request's locale: a number grouped as the locale
 * groups it, a currency amount with two decimals, a date (`YYYY-MM-DD`) written out (`March 5,
 * 2026`), yes/no for a boolean, a list's items joined by commas; anything else as it is.
 */
export const formatByType = (value: unknown, type: Alias['type'] | undefined, choices: Pick<RenderChoices, 'locale'>): string | undefined => {
  switch (type) {
    case 'number':
    case 'currency': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) return textOf(value);
      const digits = type === 'currency' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 20 };
      return new Intl.NumberFormat(choices.locale, digits).format(number);
    }
    case 'date': {
      const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
      if (match === null) return textOf(value);
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return new Intl.DateTimeFormat(choices.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    }
    case 'list':
      return Array.isArray(value) ? value.map((item) => textOf(item) ?? '').filter((item) => item !== '').join(', ') : textOf(value);
    case 'text':
    case 'boolean':
    case 'choice':
    case 'picture':
    case undefined:
      return textOf(value);
  }
};

const TRUE_TEXTS = new Set(['true', 'yes', 'on', 'x', '1']);

/** An option of the field the value names, compared as names are (`RED` picks `red`); the value itself when none does (the form then refuses it). */
const optionOf = (field: PdfFieldUse, value: string): string => field.options.find((option) => nameKey(option) === nameKey(value)) ?? value;

/** A value as the field's kind takes it: text, a checkbox's state, a radio's or choice's option (several for a multi-select list). */
const valueForField = (field: PdfFieldUse, value: unknown, alias: Alias | undefined, choices: Pick<RenderChoices, 'locale'>): PdfFieldValue | undefined => {
  switch (field.kind) {
    case 'checkbox': {
      if (typeof value === 'boolean') return value;
      const text = textOf(value);
      if (text === undefined) return undefined;
      return TRUE_TEXTS.has(text.trim().toLowerCase()) || field.options.some((option) => nameKey(option) === nameKey(text));
    }
    case 'radio': {
      const text = textOf(value);
      return text === undefined ? undefined : optionOf(field, text);
    }
    case 'choice': {
      if (field.multiSelect && Array.isArray(value)) return value.flatMap((item) => textOf(item) ?? []).map((item) => optionOf(field, item));
      const text = formatByType(value, alias?.type, choices);
      return text === undefined ? undefined : optionOf(field, text);
    }
    case 'text':
      return formatByType(value, alias?.type, choices);
  }
};

/**
 * The values that fill a PDF form's fields from a generation's data: each field reads the data
 * key of its alias (any of the alias's names and synonyms: data keys are matched as they are for
 * a .docx), or of its own name when it is no alias; the value is formatted by the alias's type,
 * then made what the field's kind takes. A field with no value (or an empty one) keeps what the
 * form has and is listed in `missing`.
 */
export const pdfFormValues = (
  fields: ReadonlyArray<PdfFieldUse>,
  aliases: ReadonlyArray<Alias>,
  data: Readonly<Record<string, unknown>>,
  choices: Pick<RenderChoices, 'locale'>,
): PdfFormValues => {
  const keyOf = aliasKeyOf(aliases);
  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(data)) if (!byKey.has(keyOf(key)) || nameKey(key) === keyOf(key)) byKey.set(keyOf(key), value);
  const aliasByKey = new Map(aliases.map((alias) => [nameKey(alias.name), alias]));
  const values: Record<string, PdfFieldValue> = {};
  const missing: string[] = [];
  for (const field of fields) {
    const key = keyOf(field.alias ?? field.name);
    const raw = byKey.get(key);
    const value = raw === null || raw === undefined ? undefined : valueForField(field, raw, aliasByKey.get(key), choices);
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      if (!field.readOnly) missing.push(field.alias ?? field.name);
      continue;
    }
    if (!field.readOnly) values[field.name] = value;
  }
  return { values, missing: [...new Set(missing)] };
};
