import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ItemError } from '@quire/domain/jobs/job';
import type { JobItem } from '@quire/ports/jobs/job-repository';
import * as E from 'fp-ts/Either';
import type { FieldError } from '../field-error';
import { aliasIndex, isDate, isNumber } from '../data-checking/check-data-against-aliases';
import { nameKey } from '@quire/domain/names';

/** A CSV body as the edge parsed it: the header's names and the data rows' cells (row n is item n). */
export type CsvTable = { readonly columns: ReadonlyArray<string>; readonly rows: ReadonlyArray<ReadonlyArray<string>> };

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

type Typed = { readonly value: unknown } | { readonly error: string };

/** A cell as its alias's type reads it (docs/jobs.md#submitting-a-batch): numbers and dates as text the data check accepts, booleans, a choice as the alias spells it, a list as JSON, a picture as a data URI or JSON. */
const typeCell = (alias: Alias, raw: string): Typed => {
  const cell = raw.trim();
  switch (alias.type) {
    case 'text':
      return { value: raw };
    case 'number':
    case 'currency':
      return isNumber(cell) ? { value: cell } : { error: `must be a number, not ${JSON.stringify(cell.slice(0, 40))}` };
    case 'date':
      return isDate(cell) ? { value: cell } : { error: `must be a date (YYYY-MM-DD), not ${JSON.stringify(cell.slice(0, 40))}` };
    case 'boolean': {
      const key = cell.toLowerCase();
      if (TRUE.has(key)) return { value: true };
      if (FALSE.has(key)) return { value: false };
      return { error: `must be true or false (yes/no, 1/0), not ${JSON.stringify(cell.slice(0, 40))}` };
    }
    case 'choice':
      return { value: (alias.choices ?? []).find((choice) => nameKey(choice) === nameKey(cell)) ?? cell };
    case 'picture':
      // A data URI as it is, or the object form as JSON; the data check then reads it like any generation's.
      if (!cell.startsWith('{')) return { value: cell };
      try {
        return { value: JSON.parse(cell) as unknown };
      } catch {
        return { error: 'must be a data URI or a JSON object { "base64", "contentType" }: it is no JSON' };
      }
    case 'list': {
      try {
        const parsed: unknown = JSON.parse(cell);
        return Array.isArray(parsed) ? { value: parsed } : { error: 'must be a JSON list ([...])' };
      } catch {
        return { error: 'must be a JSON list ([...]): it is no JSON' };
      }
    }
  }
};

/**
 * The items of a CSV batch: each header name must be an alias's name or synonym (else the whole
 * batch is refused, naming the columns); each cell is typed by its alias; an empty cell is left
 * unanswered. A row with a cell its alias cannot read is an item error (by its 1-based row), and
 * the other rows go on; every item is later checked against the aliases like any generation's data.
 */
export const itemsFromCsv = (
  aliases: ReadonlyArray<Alias>,
  table: CsvTable,
): E.Either<ReadonlyArray<FieldError>, { readonly items: ReadonlyArray<JobItem>; readonly errors: ReadonlyArray<ItemError> }> => {
  const vocabulary = aliasIndex(aliases);
  const problems: FieldError[] = [];
  const columns = table.columns.map((name, index) => {
    const alias = name.trim() === '' ? undefined : (vocabulary.alias(name) as Alias | undefined);
    if (name.trim() === '') problems.push({ path: `columns[${index}]`, message: 'the header has an empty column name' });
    else if (alias === undefined) problems.push({ path: `columns[${index}]`, message: `${JSON.stringify(name.slice(0, 100))} is no alias name or synonym` });
    return alias;
  });
  const seen = new Map<string, number>();
  columns.forEach((alias, index) => {
    if (alias === undefined) return;
    const first = seen.get(alias.name);
    if (first !== undefined) problems.push({ path: `columns[${index}]`, message: `${JSON.stringify(table.columns[index])} names the alias ${alias.name} again (column ${first + 1})` });
    else seen.set(alias.name, index);
  });
  if (problems.length > 0) return E.left(problems);
  const items: JobItem[] = [];
  const errors: ItemError[] = [];
  table.rows.forEach((row, index) => {
    const item = index + 1;
    const data: Record<string, unknown> = {};
    const cellErrors: FieldError[] = [];
    columns.forEach((alias, column) => {
      const raw = row[column] ?? '';
      if (alias === undefined || raw.trim() === '') return;
      const typed = typeCell(alias, raw);
      if ('error' in typed) cellErrors.push({ path: table.columns[column]!, message: typed.error });
      else data[alias.name] = typed.value;
    });
    if (row.slice(columns.length).some((cell) => cell.trim() !== '')) cellErrors.push({ path: 'row', message: `the row has ${row.length} cells, the header ${columns.length}` });
    if (cellErrors.length > 0) errors.push({ item, code: 'cell_invalid', errors: cellErrors });
    else items.push({ item, data });
  });
  return E.right({ items, errors });
};
