import { formFields, queryPairs } from './form-fields';
import { fileNameFor, formFolderId, nameFromFile } from '../../library/upload-input';

describe('formFields', () => {
  it('keeps a field sent once as a string', () => {
    expect(formFields([['name', 'Lease']])).toEqual({ name: 'Lease' });
  });

  it('makes tags a list however they are sent', () => {
    expect(formFields([['tags', 'a']])).toEqual({ tags: ['a'] });
    expect(formFields([['tags', 'a'], ['tags', 'b']])).toEqual({ tags: ['a', 'b'] });
    expect(formFields([['tags[]', 'a'], ['tags[]', 'b']])).toEqual({ tags: ['a', 'b'] });
  });

  it('makes any other name sent twice a list, for its string codec to refuse', () => {
    expect(formFields([['name', 'a'], ['name', 'b']])).toEqual({ name: ['a', 'b'] });
  });

  it("reads Koa's parsed query", () => {
    expect(formFields(queryPairs({ name: 'x', tags: ['a', 'b'], gone: undefined }))).toEqual({ name: 'x', tags: ['a', 'b'] });
  });
});

describe('upload names', () => {
  it('names a resource after its file, without folders or the extension', () => {
    expect(nameFromFile('C:\\forms\\Lease.DOCX')).toBe('Lease');
    expect(nameFromFile('forms/nda.docx')).toBe('nda');
  });

  it('keeps the given file name, else makes one from the name, else leaves it to the use case', () => {
    expect(fileNameFor('/tmp/x/lease.docx', 'Lease')).toBe('lease.docx');
    expect(fileNameFor(undefined, ' Lease ')).toBe('Lease.docx');
    expect(fileNameFor('  ', '')).toBe('');
  });

  it('reads root or nothing as no folder', () => {
    expect(formFolderId('ROOT')).toBeNull();
    expect(formFolderId('')).toBeNull();
    expect(formFolderId('f-1')).toBe('f-1');
  });
});
