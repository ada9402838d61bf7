import { blobKey, digestOfKey, pingKey } from './blob-keys';

const digest = 'ab' + 'cd' + '0'.repeat(60);

describe('blob keys', () => {
  it('put a blob at <prefix>ab/cd/<digest> and read the digest back from it', () => {
    expect(blobKey('quire/', digest)).toBe(`quire/ab/cd/${digest}`);
    expect(blobKey('', digest)).toBe(`ab/cd/${digest}`);
    expect(digestOfKey('quire/', `quire/ab/cd/${digest}`)).toBe(digest);
    expect(digestOfKey('', `ab/cd/${digest}`)).toBe(digest);
  });

  it.each([
    ['another prefix', `other/ab/cd/${digest}`],
    ['a deeper key', `quire/x/ab/cd/${digest}`],
    ['shards that are not the digest\'s', `quire/cd/ab/${digest}`],
    ['upper-case hex', `quire/ab/cd/${digest.toUpperCase()}`],
    ['a suffix', `quire/ab/cd/${digest}.tmp`],
    ['the ping object', pingKey('quire/')],
    ['no key', undefined],
  ])('take no other key for a blob: %s', (_, key) => {
    expect(digestOfKey('quire/', key)).toBeUndefined();
  });
});
