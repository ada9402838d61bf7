import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed account. It refuses an unknown access key id, but does not check SigV4 signatures. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type S3TestServer = {
  /** `http://127.0.0.1:<port>`: the AWS_ENDPOINT_URL_S3 of this server. */
  readonly endpoint: string;
  /** A bucket made at start. */
  readonly bucket: string;
  /** The file s3rver keeps an object's bytes in (its mtime is the object's LastModified): the tests' disk. */
  readonly objectFile: (key: string) => string;
  readonly close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a temp folder) on a free
 * loopback port, with one bucket. Each test file starts its own and closes it.
 */
export const startS3TestServer = async (bucket = 'quire-test'): Promise<S3TestServer> => {
  const directory = mkdtempSync(join(tmpdir(), 'quire-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objectFile: (key) => join(directory, bucket, `${key}._S3rver_object`),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
