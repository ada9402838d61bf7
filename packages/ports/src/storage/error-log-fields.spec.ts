import { readFile } from 'node:fs/promises';
import { storageFailureLogFields, thrownErrorLogFields } from './error-log-fields';
import { storageError } from './storage-error';

describe('storageFailureLogFields', () => {
  it('keeps the operation, the kind, codes and schema names', () => {
    const failure = storageError('snippets.insert', 'lost_race')({ code: 'ER_NO_REFERENCED_ROW_2', errno: 1452, constraint: 'snippets_folder_foreign', table: 'snippets' });
    expect(storageFailureLogFields(failure)).toEqual({ operation: 'snippets.insert', kind: 'lost_race', code: 'ER_NO_REFERENCED_ROW_2', errno: 1452, constraint: 'snippets_folder_foreign', table: 'snippets' });
  });

  it('takes no message, and nothing that is not shaped like a code or an identifier', () => {
    const cause = Object.assign(new Error("insert into `snippets` values ('the snippet text')"), { code: 'ER_X', table: "snippets' values ('secret", constraint: 'a b', errno: 'twelve' });
    expect(storageFailureLogFields(storageError('snippets.insert')(cause))).toEqual({ operation: 'snippets.insert', kind: 'failed', code: 'ER_X' });
  });
});

describe('thrownErrorLogFields', () => {
  it('names an error with a system code by its code alone, never by its message (which holds the path)', async () => {
    const thrown: unknown = await readFile('/no/such/dir/secret-name.docx').catch((error: unknown) => error);
    const fields = thrownErrorLogFields(thrown);
    expect(fields).toEqual({ name: 'Error', code: 'ENOENT', errno: -2 });
  });

  it('names an error without a code (a bug) by its name and message', () => {
    expect(thrownErrorLogFields(new TypeError('x is not a function'))).toEqual({ name: 'TypeError', message: 'x is not a function' });
    expect(thrownErrorLogFields('a string')).toEqual({ name: 'string' });
  });
});
