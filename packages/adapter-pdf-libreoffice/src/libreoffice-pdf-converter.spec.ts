import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as E from 'fp-ts/Either';
import { LibreOfficePdfConverter } from './libreoffice-pdf-converter';

describe('LibreOfficePdfConverter', () => {
  describe('when given settings out of range', () => {
    it('refuses them at construction', () => {
      expect(() => new LibreOfficePdfConverter({ poolSize: 0 })).toThrow('poolSize');
      expect(() => new LibreOfficePdfConverter({ timeoutMs: 1.5 })).toThrow('timeoutMs');
      expect(() => new LibreOfficePdfConverter({ maxQueue: -1 })).toThrow('maxQueue');
      expect(() => new LibreOfficePdfConverter({ maxQueue: 0, sofficePath: '/nonexistent' })).not.toThrow();
    });
  });

  describe('when soffice is not installed', () => {
    const converter = new LibreOfficePdfConverter({ sofficePath: 'soffice' }, '/nonexistent');
    const withPath = new LibreOfficePdfConverter({ sofficePath: '/nonexistent/program/soffice' }, '/usr/bin:/bin');
    afterAll(() => Promise.all([converter.close(), withPath.close()]));

    it('constructs, and says PDF output is not available', () => {
      expect(converter.available()).toBe(false);
      expect(withPath.available()).toBe(false);
      expect(converter.status()).toMatchObject({ _tag: 'Unavailable' });
    });

    it('answers PdfUnavailable with a message that says what to install', async () => {
      const result = await converter.convert(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))();
      expect(result).toMatchObject(E.left({ _tag: 'PdfUnavailable' }));
      expect(E.isLeft(result) && result.left._tag === 'PdfUnavailable' && result.left.message).toContain('apt-get install libreoffice-writer-nogui');
      expect(await withPath.convert(new Uint8Array())()).toMatchObject(E.left({ _tag: 'PdfUnavailable' }));
      expect(await converter.warmUp()()).toMatchObject(E.left({ _tag: 'PdfUnavailable' }));
    });
  });

  describe('when soffice cannot start', () => {
    let dir: string;
    let converter: LibreOfficePdfConverter;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'quire-broken-soffice-'));
      const fake = path.join(dir, 'soffice');
      writeFileSync(fake, '#!/bin/sh\necho "broken installation" >&2\nexit 3\n');
      chmodSync(fake, 0o755);
      converter = new LibreOfficePdfConverter({ sofficePath: fake, tempDir: dir, poolSize: 1 });
    });
    afterAll(async () => {
      await converter.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers PdfUnavailable with the reason', async () => {
      expect(converter.available()).toBe(true);
      const result = await converter.convert(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))();
      expect(result).toMatchObject(E.left({ _tag: 'PdfUnavailable' }));
      expect(E.isLeft(result) && result.left._tag === 'PdfUnavailable' && result.left.message).toContain('broken installation');
    });

    it('refuses what is not a .docx before starting anything', async () => {
      expect(await converter.convert(new TextEncoder().encode('plain text'))()).toStrictEqual(
        E.left({ _tag: 'PdfConversionFailed', code: 'pdf_failed', reason: 'the document is not a .docx (zip) file' }),
      );
    });
  });
});
