import { requestHash } from './request-hash';

const base = { method: 'POST', path: '/v1/Aliases', query: '', contentType: 'application/json', body: Buffer.from('{"name":"a"}') };
const multipart = (boundary: string, content: string) => ({
  ...base,
  contentType: `multipart/form-data; boundary=${boundary}`,
  body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\n${content}\r\n--${boundary}--\r\n`),
});

describe('requestHash', () => {
  describe('when two requests are the same', () => {
    it('hashes alike, whatever the case of the path', () => {
      expect(requestHash({ ...base, path: '/V1/aliases' })).toBe(requestHash(base));
    });

    it('ignores the random boundary of a multipart body', () => {
      expect(requestHash(multipart('----abc123', 'bytes'))).toBe(requestHash(multipart('----zz9', 'bytes')));
    });
  });

  describe('when anything that matters differs', () => {
    it.each([
      ['method', { method: 'PUT' }],
      ['path', { path: '/v1/NamedRanges' }],
      ['query', { query: 'force=true' }],
      ['media type', { contentType: 'text/plain' }],
      ['body', { body: Buffer.from('{"name":"b"}') }],
    ])('hashes differently for another %s', (_what, change) => {
      expect(requestHash({ ...base, ...change })).not.toBe(requestHash(base));
    });

    it('hashes different multipart contents differently', () => {
      expect(requestHash(multipart('b1', 'one'))).not.toBe(requestHash(multipart('b1', 'two')));
    });
  });
});
