import type { Alias } from '@quire/domain/library/aliases/alias';
import type { FieldError } from '../field-error';
import { nameKey } from '@quire/domain/names';

type AliasShape = Pick<Alias, 'name' | 'type' | 'choices' | 'itemFields' | 'synonyms'> & { readonly formula?: Alias['formula'] };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** As the engine reads dates (docx-engine to-date-value): ISO 8601 text of a real calendar day, times optional. */
export const isDate = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value.trim());
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const [hours, minutes, seconds] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  return realDay && hours <= 23 && minutes <= 59 && seconds <= 59;
};

export const isNumber = (value: unknown): boolean => (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && DECIMAL.test(value.trim()));

const describe = (value: unknown): string => {
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
};

/** The picture formats (docs/template-language.md#pictures), as a data URI or a content type names them (the engine checks the bytes themselves). */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const PICTURE_DATA_URI = /^data:(image\/(?:png|jpeg|gif));base64,/i;
const WEB_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/\/|www\.)/i;
const BASE64 = /^[A-Za-z0-9+/\s]*=?=?\s*$/;
const PICTURE_FIELDS = ['base64', 'contentType', 'altText'];
const HOW_TO_GIVE_A_PICTURE = 'a data URI (data:image/png;base64,…) or { "base64", "contentType", "altText"? }';

/**
 * A picture alias's value (docs/template-language.md#pictures): a data URI of a PNG, JPEG or GIF, or `{ base64,
 * contentType, altText? }`. A web address is refused, never fetched. Only the shape is checked
 * here; the engine reads the bytes (and leaves out, with a warning, what is no picture after all).
 */
const checkPicture = (value: unknown, path: string, found: Check): void => {
  const push = (at: string, message: string) => found.errors.push({ path: at, message });
  if (typeof value === 'string') {
    const text = value.trim();
    if (PICTURE_DATA_URI.test(text)) {
      if (!BASE64.test(text.slice(text.indexOf(',') + 1))) push(path, 'must be a picture: the data URI\'s base64 text holds characters base64 does not use');
    } else if (WEB_ADDRESS.test(text)) push(path, `must be the picture itself, ${HOW_TO_GIVE_A_PICTURE}: a web address is never fetched`);
    else if (/^data:/i.test(text)) push(path, `must be a picture: a data URI of image/png, image/jpeg or image/gif in base64, not ${describe(text.slice(0, text.indexOf(',') + 1) || text)}`);
    else push(path, `must be a picture, ${HOW_TO_GIVE_A_PICTURE}, not ${describe(value)}`);
    return;
  }
  if (!isRecord(value)) {
    push(path, `must be a picture, ${HOW_TO_GIVE_A_PICTURE}, not ${describe(value)}`);
    return;
  }
  for (const key of Object.keys(value)) {
    if (!PICTURE_FIELDS.includes(key)) push(`${path}.${key}`, `is not a field of a picture (${PICTURE_FIELDS.join(', ')})${/^(url|src|href|link)$/i.test(key) ? ': a web address is never fetched, give the picture itself' : ''}`);
  }
  const { base64, contentType, altText } = value;
  if (typeof base64 !== 'string' || base64.trim() === '') push(`${path}.base64`, `must be the picture's bytes in base64, not ${base64 === undefined ? 'missing' : describe(base64)}`);
  else if (!BASE64.test(base64) && !PICTURE_DATA_URI.test(base64.trim())) push(`${path}.base64`, 'must be base64 text (A–Z, a–z, 0–9, +, / and = at the end)');
  if (typeof contentType !== 'string' || !PICTURE_TYPES.includes(contentType.trim().toLowerCase())) {
    push(`${path}.contentType`, `must be one of ${PICTURE_TYPES.join(', ')}, not ${contentType === undefined ? 'missing' : describe(contentType)}`);
  }
  if (altText !== undefined && altText !== null && typeof altText !== 'string') push(`${path}.altText`, `must be text, not ${describe(altText)}`);
};

type Lookup = { readonly alias: (key: string) => AliasShape | undefined };
const indexes = new WeakMap<ReadonlyArray<AliasShape>, Lookup>();

/**
 * Finds aliases by name or synonym, compared as names are (`nameKey`, as the engine is told to
 * compare them; an alias's own name wins over another's synonym, as in the engine). Built once per
 * aliases array: a tenant's library snapshot hands the same (read-only) array to every generation
 * while it is unchanged.
 */
export const aliasIndex = (aliases: ReadonlyArray<AliasShape>): Lookup => {
  const known = indexes.get(aliases);
  if (known !== undefined) return known;
  const byKey = new Map<string, AliasShape>();
  for (const alias of aliases) for (const synonym of alias.synonyms) if (!byKey.has(nameKey(synonym))) byKey.set(nameKey(synonym), alias);
  for (const alias of aliases) byKey.set(nameKey(alias.name), alias);
  const lookup: Lookup = { alias: (key) => byKey.get(nameKey(key)) };
  indexes.set(aliases, lookup);
  return lookup;
};

type Check = { readonly errors: FieldError[]; readonly unknownKeys: string[]; readonly computedKeys: string[] };

const checkValue = (alias: AliasShape, value: unknown, path: string, lookup: Lookup, found: Check): void => {
  if (value === null || value === undefined) return; // not answered: the `missing` mode decides
  const wrong = (message: string) => found.errors.push({ path, message: `${message}, not ${describe(value)}` });
  switch (alias.type) {
    case 'text':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') wrong('must be text');
      return;
    case 'number':
    case 'currency':
      if (!isNumber(value)) wrong(`must be a number (the ${alias.type} alias ${alias.name})`);
      return;
    case 'date':
      if (!isDate(value)) wrong('must be a date (YYYY-MM-DD, or an ISO 8601 date and time)');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrong('must be true or false');
      return;
    case 'choice': {
      const choices = alias.choices ?? [];
      if (typeof value !== 'string' || !choices.some((choice) => nameKey(choice) === nameKey(value))) {
        wrong(`must be one of ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`);
      }
      return;
    }
    case 'list':
      if (!Array.isArray(value)) {
        wrong('must be a list');
        return;
      }
      value.forEach((item, index) => checkItem(alias, item, `${path}[${index}]`, lookup, found));
      return;
    case 'picture':
      checkPicture(value, path, found);
      return;
  }
};

/** An item of a list: an object when the list has item fields; its fields that are aliases are checked as such. */
const checkItem = (list: AliasShape, item: unknown, path: string, lookup: Lookup, found: Check): void => {
  const itemFields = list.itemFields ?? [];
  if (itemFields.length === 0 || item === null || item === undefined) return;
  if (!isRecord(item)) {
    found.errors.push({ path, message: `must be an object with the fields ${itemFields.join(', ')}, not ${describe(item)}` });
    return;
  }
  for (const [key, value] of Object.entries(item)) {
    const alias = lookup.alias(key);
    if (alias !== undefined) checkValue(alias, value, `${path}.${key}`, lookup, found);
  }
};

/**
 * Data is checked against the tenant's aliases before rendering. Every value of the
 * wrong type is listed by its path (`children[2].date_of_birth`); a key that is no alias name or
 * synonym is no error but is named in `unknownKeys`, and one of a computed alias (worked out from
 * its formula whatever is sent: docs/template-language.md#computed-aliases) in `computedKeys`, unchecked (warnings of the answer).
 */
export const checkDataAgainstAliases = (
  aliases: ReadonlyArray<AliasShape>,
  data: Readonly<Record<string, unknown>>,
): { errors: ReadonlyArray<FieldError>; unknownKeys: ReadonlyArray<string>; computedKeys: ReadonlyArray<string> } => {
  const lookup = aliasIndex(aliases);
  const found: Check = { errors: [], unknownKeys: [], computedKeys: [] };
  for (const [key, value] of Object.entries(data)) {
    const alias = lookup.alias(key);
    if (alias === undefined) found.unknownKeys.push(key);
    else if (alias.formula !== null && alias.formula !== undefined) found.computedKeys.push(key);
    else checkValue(alias, value, key, lookup, found);
  }
  return found;
};
