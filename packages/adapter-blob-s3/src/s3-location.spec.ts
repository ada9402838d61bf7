import * as E from 'fp-ts/Either';
import { parseS3Url } from './s3-location';

describe('parseS3Url', () => {
  it.each([
    ['s3://quire-blobs', { bucket: 'quire-blobs', prefix: '' }],
    ['s3://quire-blobs/', { bucket: 'quire-blobs', prefix: '' }],
    ['s3://quire-blobs/prod', { bucket: 'quire-blobs', prefix: 'prod/' }],
    ['s3://quire-blobs/prod/blobs/', { bucket: 'quire-blobs', prefix: 'prod/blobs/' }],
    ['s3://my.bucket.example/a_b-c', { bucket: 'my.bucket.example', prefix: 'a_b-c/' }],
  ])('reads %s', (raw, location) => {
    expect(parseS3Url(raw)).toEqual(E.right(location));
  });

  it.each([
    ['another scheme', 'https://quire-blobs/prod'],
    ['no bucket', 's3:///prod'],
    ['an upper-case bucket', 's3://Quire/prod'],
    ['a bucket too short', 's3://ab'],
    ['a bucket shaped like an address', 's3://192.168.1.1/prod'],
    ['a port', 's3://quire-blobs:9000/prod'],
    ['a query', 's3://quire-blobs/prod?region=eu'],
    ['an empty segment', 's3://quire-blobs/prod//blobs'],
    ['a dot-dot segment', 's3://quire-blobs/prod/../other'],
    ['a space', 's3://quire-blobs/my blobs'],
  ])('refuses %s', (_, raw) => {
    expect(E.isLeft(parseS3Url(raw))).toBe(true);
  });

  it('refuses credentials in the URL without repeating them', () => {
    const result = parseS3Url('s3://AKIAEXAMPLE:s3cr3t-value@quire-blobs/prod');
    expect(result).toEqual(E.left(expect.stringContaining('credentials')));
    expect(JSON.stringify(result)).not.toMatch(/s3cr3t-value|AKIAEXAMPLE/);
  });
});
