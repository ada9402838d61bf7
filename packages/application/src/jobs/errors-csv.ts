import type { ItemError } from '@quire/domain/jobs/job';

// A cell a spreadsheet would read as a formula is written as text (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number): string => {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** `errors.csv` of a job's result: one line per problem of each bad item (`item,code,path,message`), items in order. */
export const errorsCsv = (errors: ReadonlyArray<ItemError>): Uint8Array => {
  const lines = ['item,code,path,message'];
  for (const error of [...errors].sort((a, b) => a.item - b.item)) {
    const problems = error.errors.length > 0 ? error.errors : [{ path: '', message: '' }];
    for (const problem of problems) lines.push([error.item, error.code, problem.path, problem.message].map(cell).join(','));
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
};
