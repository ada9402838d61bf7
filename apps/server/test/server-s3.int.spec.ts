import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { utimes } from 'node:fs/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { S3BlobStore } from '@quire/adapter-blob-s3/s3-blob-store';
import { createS3Client } from '@quire/adapter-blob-s3/s3-client';
import { S3RVER_CREDENTIALS, type S3TestServer, startS3TestServer } from '@quire/adapter-blob-s3/test/s3-test-server';
import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { DEFAULT_BLOB_GRACE_MS } from '@quire/application/sweeps/sweep-unreferenced-blobs';
import * as E from 'fp-ts/Either';
import pino from 'pino';
import { compose } from '../src/composition/compose';
import { readConfig } from '../src/config';
import { startTestServer, type TestServer } from './server-harness';

jest.setTimeout(120_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const keyOf = (prefix: string, digest: string): string => `${prefix}${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}`;

/**
 * The real server with BLOB_URL on an S3-compatible server the test starts (s3rver). The SDK finds
 * the credentials in the process environment, as it would in production.
 */
describe('the server with its blobs on S3 (BLOB_URL)', () => {
  let s3: S3TestServer;
  let server: TestServer | undefined;
  const saved = { id: process.env['AWS_ACCESS_KEY_ID'], secret: process.env['AWS_SECRET_ACCESS_KEY'] };
  beforeAll(async () => {
    s3 = await startS3TestServer();
    process.env['AWS_ACCESS_KEY_ID'] = S3RVER_CREDENTIALS.accessKeyId;
    process.env['AWS_SECRET_ACCESS_KEY'] = S3RVER_CREDENTIALS.secretAccessKey;
  });
  afterAll(async () => {
    await s3.close();
    for (const [name, value] of [['AWS_ACCESS_KEY_ID', saved.id], ['AWS_SECRET_ACCESS_KEY', saved.secret]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('keeps uploads in the bucket under the prefix, generates from them, and refuses damaged bytes', async () => {
    const logLines: string[] = [];
    const started = await startTestServer({ BLOB_URL: `s3://${s3.bucket}/quire`, AWS_ENDPOINT_URL_S3: s3.endpoint, ENGINE_THREADS: '0' }, undefined, logLines);
    server = started;
    const key = started.bootstrapKey as string;
    expect((await started.call('GET', '/readyz', undefined)).body).toEqual({ status: 'ready', checks: { database: 'ok', blobStore: 'ok' } });

    const template = docxFromText('Dear {{client_name}},');
    const uploaded = await fetch(`${started.url}/v1/FormTemplates?name=Letter`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': DOCX }, body: template });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const digest = sha256(template);

    const client = createS3Client({ endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'quire/' }));
    client.destroy();
    expect(listed.Contents?.map((object) => object.Key)).toEqual([keyOf('quire/', digest)]);
    expect(fs.existsSync(path.join(started.dataDir, 'blobs'))).toBe(false);

    const download = await fetch(`${started.url}/v1/FormTemplates/${id}/Download`, { headers: { authorization: `Bearer ${key}` } });
    expect([download.status, download.headers.get('etag')]).toEqual([200, `"${digest}"`]);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(digest);
    const generated = await fetch(`${started.url}/v1/FormTemplates/${id}/Generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { client_name: 'Ada' }, format: 'docx' }),
    });
    expect([generated.status, generated.headers.get('content-type')]).toEqual([200, DOCX]);

    fs.writeFileSync(s3.objectFile(keyOf('quire/', digest)), 'damaged in the bucket');
    const damaged = await fetch(`${started.url}/v1/FormTemplates/${id}/Download`, { headers: { authorization: `Bearer ${key}` } });
    expect(damaged.status).toBe(500);
    expect(await damaged.text()).not.toContain('damaged in the bucket');
    const log = logLines.join('\n');
    for (const leak of [S3RVER_CREDENTIALS.secretAccessKey, s3.endpoint]) expect(log).not.toContain(leak);
  });

  it('sweeps the old blobs no row points at from the bucket, and keeps the referenced ones', async () => {
    const env = { BLOB_URL: `s3://${s3.bucket}/swept`, AWS_ENDPOINT_URL_S3: s3.endpoint, ENGINE_THREADS: '0' };
    const started = await startTestServer(env);
    const template = docxFromText('Kept: {{client_name}}');
    const uploaded = await fetch(`${started.url}/v1/FormTemplates?name=Kept`, { method: 'POST', headers: { authorization: `Bearer ${started.bootstrapKey as string}`, 'content-type': DOCX }, body: template });
    expect(uploaded.status).toBe(201);
    await started.stop();

    const client = createS3Client({ endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS });
    const orphan = new TextEncoder().encode('bytes a failed upload left');
    const stored = await new S3BlobStore({ client, bucket: s3.bucket, prefix: 'swept/' }).put(orphan)();
    expect(E.isRight(stored)).toBe(true);
    const twoDaysAgo = new Date(Date.now() - 2 * DEFAULT_BLOB_GRACE_MS);
    for (const digest of [sha256(template), sha256(orphan)]) await utimes(s3.objectFile(keyOf('swept/', digest)), twoDaysAgo, twoDaysAgo);

    const config = readConfig({ DATA_DIR: started.dataDir, PORT: '0', LOG_LEVEL: 'silent', ...env }, started.dataDir);
    if (E.isLeft(config)) throw new Error(config.left.message);
    const composition = await compose(config.right, pino({ level: 'silent' }));
    try {
      const report = await composition.useCases.sweeps.sweepUnreferencedBlobs({ graceMs: DEFAULT_BLOB_GRACE_MS })();
      expect(report).toEqual(E.right({ examined: 2, deleted: 1, abandonedWrites: 0 }));
    } finally {
      await composition.close();
    }
    const left = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'swept/' }));
    client.destroy();
    expect(left.Contents?.map((object) => object.Key)).toEqual([keyOf('swept/', sha256(template))]);
  });

  it('is not ready while the bucket cannot be reached', async () => {
    const gone = await startS3TestServer();
    await gone.close();
    server = await startTestServer({ BLOB_URL: `s3://${gone.bucket}/quire`, AWS_ENDPOINT_URL_S3: gone.endpoint, ENGINE_THREADS: '0' });
    const ready = await server.call('GET', '/readyz', undefined);
    expect(ready.status).toBe(503);
    expect(ready.raw).toContain('"blobStore":"failing"');
  });
});
