import { encodeCursor } from '../paging/search-cursor';
import * as t from 'io-ts';
import { decodeQuery } from './decode-query';
import { pageRequestOf } from '../paging/page-request';
import { ForceQuery, searchQuery } from './query-codecs';

const RuleQuery = searchQuery({ kind: t.keyof({ condition: null, repeat: null }) }, 'RuleQuery');

describe('decodeQuery', () => {
  describe('when the query is well formed', () => {
    it('decodes the paging parameters and the filters', () => {
      expect(decodeQuery(RuleQuery, { q: 'age', limit: '10', kind: 'repeat' })).toEqual({ _tag: 'Right', right: { q: 'age', limit: 10, kind: 'repeat' } });
      expect(decodeQuery(RuleQuery, {})).toEqual({ _tag: 'Right', right: {} });
      expect(decodeQuery(ForceQuery, { force: 'true' })).toEqual({ _tag: 'Right', right: { force: true } });
    });
  });

  describe('when it is malformed', () => {
    it.each([
      [{ limit: '0' }, 'limit', 'must be an integer from 1 to 100'],
      [{ limit: '101' }, 'limit', 'must be an integer from 1 to 100'],
      [{ limit: '2.5' }, 'limit', 'must be an integer from 1 to 100'],
      [{ kind: 'loop' }, 'kind', 'must be one of "condition", "repeat"'],
      [{ q: ['a', 'b'] }, 'q', 'must be given once'],
      [{ sort: 'name' }, 'sort', 'is not a known parameter'],
    ])('answers a malformed query for %j', (query, path, message) => {
      expect(decodeQuery(RuleQuery, query)).toEqual({ _tag: 'Left', left: { _tag: 'MalformedQuery', errors: [{ path, message }] } });
    });

    it('refuses force=yes', () => {
      expect(decodeQuery(ForceQuery, { force: 'yes' })).toMatchObject({ left: { errors: [{ path: 'force', message: 'must be true or false' }] } });
    });
  });
});

describe('pageRequestOf', () => {
  it('defaults to the first page of 25', () => {
    expect(pageRequestOf({})).toEqual({ _tag: 'Right', right: { limit: 25, after: null } });
  });

  it('continues after the key a cursor holds', () => {
    expect(pageRequestOf({ limit: 5, cursor: encodeCursor({ nameKey: 'b', id: 'x1' }) })).toEqual({ _tag: 'Right', right: { limit: 5, after: { nameKey: 'b', id: 'x1' } } });
  });

  it('refuses a cursor no page handed out', () => {
    expect(pageRequestOf({ cursor: 'not a cursor!' })).toMatchObject({ left: { _tag: 'InvalidCursor' } });
  });
});
