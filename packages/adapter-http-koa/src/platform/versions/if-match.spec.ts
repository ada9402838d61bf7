import { etagOf, expectedVersions } from './if-match';

describe('expectedVersions', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['*', undefined],
    ['"3"', [3]],
    [' "3" , "5"', [3, 5]],
    ['W/"3"', []],
    ['"abc"', []],
    ['3', []],
  ])('reads If-Match %j as %j', (header, expected) => {
    expect(expectedVersions(header)).toEqual(expected);
  });

  it('reads back what etagOf writes', () => {
    expect(expectedVersions(etagOf(42))).toEqual([42]);
  });
});
