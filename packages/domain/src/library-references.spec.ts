import { arbitraryAnalysis, arbitraryRule } from '@quire/testing/builders/library';
import { referencesOfAnalysis, referencesOfRule } from './library-references';

describe('references', () => {
  describe('referencesOfAnalysis', () => {
    it('lists the written names by role, once each ignoring case', () => {
      const analysis = arbitraryAnalysis({
        fields: [
          { name: 'ClientName', alias: 'client_name', occurrences: 2 },
          { name: 'clientname', alias: 'client_name', occurrences: 1 },
          { name: 'unknown_thing', alias: null, occurrences: 1 },
        ],
        rules: [
          { name: 'is_adult', rule: 'is_adult', reads: [], occurrences: 1 },
          { name: 'married', rule: null, reads: ['married'], occurrences: 1 },
          { name: 'client_age >= 18 and has_partner', rule: null, reads: ['client_age', 'has_partner'], occurrences: 1 },
        ],
        repeats: [{ name: 'children', rule: null, alias: 'children', occurrences: 1 }],
        snippets: [{ name: 'Signature Block', snippet: null, occurrences: 2 }],
      });
      expect(referencesOfAnalysis(analysis)).toEqual({
        fields: ['ClientName', 'unknown_thing'],
        conditions: ['is_adult', 'married', 'client_age', 'has_partner'],
        repeats: ['children'],
        snippets: ['Signature Block'],
      });
    });
  });

  describe('referencesOfRule', () => {
    it('lists the aliases the rule reads', () => {
      expect(referencesOfRule(arbitraryRule({ aliases: ['children', 'married'] }))).toEqual({ fields: ['children', 'married'], conditions: [], repeats: [], snippets: [] });
    });
  });
});
