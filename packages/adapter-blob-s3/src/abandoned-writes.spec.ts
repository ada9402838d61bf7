import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectRight } from '@quire/testing/contracts/run-task';
import { S3RVER_CREDENTIALS } from '../test/s3-test-server';
import { blobKey } from './blob-keys';
import { S3BlobStore } from './s3-blob-store';
import { createS3Client } from './s3-client';

/**
 * s3rver has no ListMultipartUploads: this server answers that call (two pages, as S3 does) and
 * records the aborts, so the sweep's side of multipart uploads is checked against the SDK's real
 * requests and parsers.
 */
type Upload = { key: string; uploadId: string; initiated: string };

const listing = (uploads: ReadonlyArray<Upload>, next: { key: string; uploadId: string } | undefined): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Bucket>blobs</Bucket>
  <IsTruncated>${next === undefined ? 'false' : 'true'}</IsTruncated>
  ${next === undefined ? '' : `<NextKeyMarker>${next.key}</NextKeyMarker><NextUploadIdMarker>${next.uploadId}</NextUploadIdMarker>`}
  ${uploads.map((upload) => `<Upload><Key>${upload.key}</Key><UploadId>${upload.uploadId}</UploadId><Initiated>${upload.initiated}</Initiated></Upload>`).join('')}
</ListMultipartUploadsResult>`;

const startFakeS3 = async (pages: ReadonlyArray<ReadonlyArray<Upload>>) => {
  const requests: string[] = [];
  const aborted: Array<{ key: string; uploadId: string | null }> = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${request.method} ${url.pathname}?${[...url.searchParams.keys()].sort().join('&')}`);
    if (request.method === 'GET' && url.searchParams.has('uploads')) {
      // The second page is asked for with the markers the first one gave.
      const page = url.searchParams.get('key-marker') === 'marker-key' && url.searchParams.get('upload-id-marker') === 'marker-upload' ? 1 : 0;
      const next = page === 0 ? { key: 'marker-key', uploadId: 'marker-upload' } : undefined;
      response.writeHead(200, { 'content-type': 'application/xml' }).end(listing(pages[page] ?? [], next));
      return;
    }
    if (request.method === 'DELETE' && url.searchParams.has('uploadId')) {
      aborted.push({ key: decodeURIComponent(url.pathname.replace(/^\/blobs\//, '')), uploadId: url.searchParams.get('uploadId') });
      response.writeHead(204).end();
      return;
    }
    response.writeHead(400).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, aborted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('S3BlobStore.removeAbandonedWrites', () => {
  const prefix = 'quire/';
  const digest = (fill: string): string => fill.repeat(64);
  const cutoff = new Date('2026-03-01T10:00:00.000Z');

  it('aborts the multipart uploads of blobs started before the cutoff, on every page, and leaves the rest', async () => {
    const fake = await startFakeS3([
      [
        { key: blobKey(prefix, digest('a')), uploadId: 'old-1', initiated: '2026-02-27T08:00:00.000Z' },
        { key: blobKey(prefix, digest('b')), uploadId: 'young', initiated: '2026-03-01T10:30:00.000Z' },
        { key: `${prefix}exports/report.csv`, uploadId: 'foreign', initiated: '2026-01-01T00:00:00.000Z' },
      ],
      [{ key: blobKey(prefix, digest('c')), uploadId: 'old-2', initiated: '2026-02-28T23:59:59.000Z' }],
    ]);
    const client = createS3Client({ endpoint: fake.endpoint, credentials: S3RVER_CREDENTIALS });
    try {
      const store = new S3BlobStore({ client, bucket: 'blobs', prefix });
      expect(await expectRight(store.removeAbandonedWrites(cutoff))).toBe(2);
      expect(fake.aborted).toEqual([
        { key: blobKey(prefix, digest('a')), uploadId: 'old-1' },
        { key: blobKey(prefix, digest('c')), uploadId: 'old-2' },
      ]);
      expect(fake.requests.filter((line) => line.startsWith('GET'))).toEqual([
        'GET /blobs/?prefix&uploads',
        'GET /blobs/?key-marker&prefix&upload-id-marker&uploads',
      ]);
    } finally {
      client.destroy();
      await fake.close();
    }
  });
});
