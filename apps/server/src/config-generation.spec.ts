import { DEFAULT_RENDER_LIMITS } from '@quire/ports/documents/document-renderer';
import * as E from 'fp-ts/Either';
import { expectConfigOf, itRefusesEach } from '../test/config-cases';
import { readConfig } from './config';

describe('readConfig: generation and PDF settings', () => {
  describe('when nothing is set', () => {
    it('takes the default generation limits and a pool of two soffice workers', () => {
      expectConfigOf({}, {
        sofficePath: 'soffice',
        pdfPoolSize: 2,
        pdfTimeoutMs: 30_000,
        generationDataLimitBytes: 5 * 1024 * 1024,
        generationBodyLimitBytes: 72 * 1024 * 1024,
        generationTimeoutMs: 30_000,
        renderLimits: DEFAULT_RENDER_LIMITS,
        templateCacheEntries: 256,
        templateCacheBytes: 256 * 1024 * 1024,
        sweepIntervalMs: 3_600_000,
      });
    });
  });

  describe('when they are set', () => {
    it('reads them', () => {
      const env = { SOFFICE_PATH: '/opt/lo/program/soffice', PDF_POOL_SIZE: '4', GENERATION_TIMEOUT_MS: '5000', TEMPLATE_CACHE_ENTRIES: '0', SWEEP_INTERVAL_MS: '0' };
      expectConfigOf(env, { sofficePath: '/opt/lo/program/soffice', pdfPoolSize: 4, generationTimeoutMs: 5000, templateCacheEntries: 0, sweepIntervalMs: 0 });
    });
  });

  describe('pictures and styled text', () => {
    it('reads them', () => {
      const env = {
        GENERATION_MAX_PICTURE_BYTES: '2048',
        GENERATION_MAX_PICTURE_PIXELS: '100',
        GENERATION_MAX_DOCUMENT_PICTURE_BYTES: '4096',
        GENERATION_MAX_PICTURES: '3',
        GENERATION_MAX_STYLED_TEXT_LENGTH: '500',
        GENERATION_MAX_STYLED_TEXT_DEPTH: '4',
      };
      expectConfigOf(env, {
        renderLimits: { ...DEFAULT_RENDER_LIMITS, maxPictureBytes: 2048, maxPicturePixels: 100, maxDocumentPictureBytes: 4096, maxDocumentPictures: 3, maxStyledTextLength: 500, maxStyledTextDepth: 4 },
      });
    });

    it('refuses a data limit above the body\'s, naming both', () => {
      expect(readConfig({ GENERATION_DATA_LIMIT_BYTES: '2048', GENERATION_BODY_LIMIT_BYTES: '1024' }, '/x')).toEqual(
        E.left({ setting: 'GENERATION_DATA_LIMIT_BYTES', message: 'GENERATION_DATA_LIMIT_BYTES (2048) must not be larger than GENERATION_BODY_LIMIT_BYTES (1024)' }),
      );
    });

    it('refuses a picture limit above the document\'s, naming both', () => {
      expect(readConfig({ GENERATION_MAX_PICTURE_BYTES: '9000', GENERATION_MAX_DOCUMENT_PICTURE_BYTES: '4096' }, '/x')).toEqual(
        E.left({ setting: 'GENERATION_MAX_PICTURE_BYTES', message: expect.stringMatching(/must not be larger than GENERATION_MAX_DOCUMENT_PICTURE_BYTES/) }),
      );
    });
  });

  describe('when one is invalid', () => {
    itRefusesEach([
      ['PDF_POOL_SIZE', '0'],
      ['PDF_TIMEOUT_MS', 'soon'],
      ['GENERATION_DATA_LIMIT_BYTES', '-1'],
      ['GENERATION_TIMEOUT_MS', '1.5'],
      ['GENERATION_MAX_REPEATS', '0'],
      ['TEMPLATE_CACHE_BYTES', 'lots'],
      ['SWEEP_INTERVAL_MS', '-5'],
      ['GENERATION_BODY_LIMIT_BYTES', '0'],
      ['GENERATION_MAX_PICTURE_BYTES', '10MiB'],
      ['GENERATION_MAX_PICTURE_PIXELS', '0'],
      ['GENERATION_MAX_DOCUMENT_PICTURE_BYTES', '-1'],
      ['GENERATION_MAX_PICTURES', '1.5'],
      ['GENERATION_MAX_STYLED_TEXT_LENGTH', '0'],
      ['GENERATION_MAX_STYLED_TEXT_DEPTH', 'deep'],
    ]);
  });
});
