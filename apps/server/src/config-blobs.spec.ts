import * as E from 'fp-ts/Either';
import { readConfig } from './config';

const blobsOf = (env: Record<string, string>) => E.map((config: { blobs: unknown }) => config.blobs)(readConfig(env, '/srv/quire'));
const settingOf = (env: Record<string, string>) => E.mapLeft((error: { setting: string }) => error.setting)(readConfig(env, '/srv/quire'));

describe('readConfig: the blob store', () => {
  describe('without BLOB_URL', () => {
    it('keeps blobs in the folder: BLOB_DIR, or $DATA_DIR/blobs', () => {
      expect(blobsOf({})).toEqual(E.right({ kind: 'folder', dir: '/srv/quire/data/blobs' }));
      expect(blobsOf({ BLOB_DIR: 'shared/blobs' })).toEqual(E.right({ kind: 'folder', dir: '/srv/quire/shared/blobs' }));
    });

    it('ignores the AWS variables', () => {
      expect(blobsOf({ AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_S3: 'not a url' })).toEqual(E.right({ kind: 'folder', dir: '/srv/quire/data/blobs' }));
    });
  });

  describe('with BLOB_URL', () => {
    it('on AWS: the bucket, the prefix and AWS_REGION', () => {
      expect(blobsOf({ BLOB_URL: 's3://acme-quire/prod', AWS_REGION: 'eu-west-2' })).toEqual(E.right({ kind: 's3', bucket: 'acme-quire', prefix: 'prod/', region: 'eu-west-2' }));
    });

    it('on an S3-compatible server: AWS_ENDPOINT_URL_S3 before AWS_ENDPOINT_URL, and no region needed', () => {
      expect(blobsOf({ BLOB_URL: 's3://quire', AWS_ENDPOINT_URL: 'http://other:9000' , AWS_ENDPOINT_URL_S3: 'http://minio:9000' })).toEqual(
        E.right({ kind: 's3', bucket: 'quire', prefix: '', endpoint: 'http://minio:9000' }),
      );
      expect(blobsOf({ BLOB_URL: 's3://quire/blobs/', AWS_ENDPOINT_URL: 'https://s3.example.net', AWS_REGION: 'garage' })).toEqual(
        E.right({ kind: 's3', bucket: 'quire', prefix: 'blobs/', region: 'garage', endpoint: 'https://s3.example.net' }),
      );
    });

    it('keeps no credential: the SDK finds them itself', () => {
      const env = { BLOB_URL: 's3://acme-quire/prod', AWS_REGION: 'eu-west-2', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEKEYID0001', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
      const text = JSON.stringify(readConfig(env, '/srv/quire'));
      expect(text).not.toContain(env.AWS_SECRET_ACCESS_KEY);
      expect(text).not.toContain(env.AWS_ACCESS_KEY_ID);
    });
  });

  describe('when a setting is wrong, it is named, and a value that may hold a secret is not repeated', () => {
    it.each([
      ['BLOB_URL', { BLOB_URL: 'https://acme-quire.s3.amazonaws.com/prod', AWS_REGION: 'eu-west-2' }],
      ['BLOB_URL', { BLOB_URL: 's3://Acme_Quire', AWS_REGION: 'eu-west-2' }],
      ['BLOB_URL', { BLOB_URL: 's3://acme-quire/prod', BLOB_DIR: '/srv/blobs', AWS_REGION: 'eu-west-2' }],
      ['AWS_REGION', { BLOB_URL: 's3://acme-quire/prod' }],
      ['AWS_REGION', { BLOB_URL: 's3://acme-quire/prod', AWS_REGION: 'eu west 2' }],
      ['AWS_ENDPOINT_URL_S3', { BLOB_URL: 's3://quire', AWS_ENDPOINT_URL_S3: 'minio:9000' }],
      ['AWS_ENDPOINT_URL_S3', { BLOB_URL: 's3://quire', AWS_ENDPOINT_URL_S3: 'ftp://minio:9000' }],
      ['AWS_ENDPOINT_URL', { BLOB_URL: 's3://quire', AWS_ENDPOINT_URL: 'http://minio:9000/?region=x' }],
    ])('%s', (setting, env) => {
      expect(settingOf(env)).toEqual(E.left(setting));
    });

    it('refuses credentials in BLOB_URL or the endpoint without echoing them', () => {
      for (const env of [
        { BLOB_URL: 's3://AKIAEXAMPLE:topsecret@acme-quire/prod', AWS_REGION: 'eu-west-2' },
        { BLOB_URL: 's3://quire', AWS_ENDPOINT_URL_S3: 'http://minioadmin:topsecret@minio:9000' },
      ]) {
        const result = readConfig(env, '/srv/quire');
        expect(E.isLeft(result)).toBe(true);
        expect(JSON.stringify(result)).not.toContain('topsecret');
      }
    });
  });
});
