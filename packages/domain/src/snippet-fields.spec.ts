import { arbitraryAnalysis } from '@quire/testing/builders/library';
import { fieldsOf } from './snippet-fields';

describe('fieldsOf', () => {
  it('lists the data names a snippet reads, by alias name when known, once each', () => {
    const analysis = arbitraryAnalysis({
      fields: [
        { name: 'ClientName', alias: 'client_name', occurrences: 1 },
        { name: 'fee', alias: null, occurrences: 1 },
      ],
      rules: [
        { name: 'is_adult', rule: 'is_adult', reads: [], occurrences: 1 },
        { name: 'married or client_name is answered', rule: null, reads: ['married', 'client_name'], occurrences: 1 },
      ],
      repeats: [{ name: 'Kids', rule: null, alias: 'children', occurrences: 1 }],
    });
    expect(fieldsOf(analysis)).toEqual(['client_name', 'fee', 'married', 'children']);
  });
});
