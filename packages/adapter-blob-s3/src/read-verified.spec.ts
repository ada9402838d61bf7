import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { readVerified } from './read-verified';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const streamOf = (...chunks: string[]): Readable => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

describe('readVerified', () => {
  it('hashes the body as it streams in, into a buffer of the announced length', async () => {
    const read = await readVerified(streamOf('Hello, ', 'Quire', '!'), 13);
    expect(Buffer.from(read.bytes).toString()).toBe('Hello, Quire!');
    expect(read.digest).toBe(sha256(Buffer.from('Hello, Quire!')));
  });

  it('reads a body of unknown length too', async () => {
    const read = await readVerified(streamOf('a', 'b'), undefined);
    expect([Buffer.from(read.bytes).toString(), read.digest]).toEqual(['ab', sha256(Buffer.from('ab'))]);
  });

  it('answers the empty blob for an empty or absent body', async () => {
    for (const body of [undefined, streamOf()]) expect((await readVerified(body, body === undefined ? undefined : 0)).digest).toBe(sha256(new Uint8Array(0)));
  });

  it('fails a body shorter or longer than announced, by a code alone', async () => {
    await expect(readVerified(streamOf('short'), 10)).rejects.toMatchObject({ code: 'IncompleteBody' });
    await expect(readVerified(streamOf('longer', ' than said'), 8)).rejects.toMatchObject({ code: 'OversizedBody' });
  });

  it('stops reading a body that overflows (the stream is released)', async () => {
    const body = streamOf('0123456789', 'overflow', 'never read');
    await expect(readVerified(body, 10)).rejects.toMatchObject({ code: 'OversizedBody' });
    expect(body.destroyed).toBe(true);
  });
});
