import * as E from 'fp-ts/Either';
import { readConfig } from './config';

describe('readConfig: generation and PDF settings', () => {
  describe('when nothing is set', () => {
    it('takes the limits of SPEC §5 and a pool of two soffice workers', () => {
      expect(readConfig({}, '/srv/quire')).toEqual(
        E.right(
          expect.objectContaining({
            sofficePath: 'soffice',
            pdfPoolSize: 2,
            pdfTimeoutMs: 30_000,
            generationDataLimitBytes: 5 * 1024 * 1024,
            generationTimeoutMs: 30_000,
            generationMaxRepeats: 100_000,
            generationOutputLimitBytes: 200 * 1024 * 1024,
            templateCacheEntries: 256,
            templateCacheBytes: 256 * 1024 * 1024,
            sweepIntervalMs: 3_600_000,
          }),
        ),
      );
    });
  });

  describe('when they are set', () => {
    it('reads them', () => {
      const env = { SOFFICE_PATH: '/opt/lo/program/soffice', PDF_POOL_SIZE: '4', GENERATION_TIMEOUT_MS: '5000', TEMPLATE_CACHE_ENTRIES: '0', SWEEP_INTERVAL_MS: '0' };
      expect(readConfig(env, '/x')).toEqual(
        E.right(expect.objectContaining({ sofficePath: '/opt/lo/program/soffice', pdfPoolSize: 4, generationTimeoutMs: 5000, templateCacheEntries: 0, sweepIntervalMs: 0 })),
      );
    });
  });

  describe('when one is invalid', () => {
    it.each([
      ['PDF_POOL_SIZE', '0'],
      ['PDF_TIMEOUT_MS', 'soon'],
      ['GENERATION_DATA_LIMIT_BYTES', '-1'],
      ['GENERATION_TIMEOUT_MS', '1.5'],
      ['GENERATION_MAX_REPEATS', '0'],
      ['TEMPLATE_CACHE_BYTES', 'lots'],
      ['SWEEP_INTERVAL_MS', '-5'],
    ])('names %s', (setting, value) => {
      expect(readConfig({ [setting]: value }, '/x')).toEqual(E.left(expect.objectContaining({ setting })));
    });
  });
});
