import * as E from 'fp-ts/Either';
import { arbitraryContent, arbitraryFile } from '@quire/testing/builders/library';
import { TEXT_PREVIEW_MAX, parseDocumentContent, parseStoredFile } from './stored-file';

describe('stored file', () => {
  describe('when the client sent a path as file name', () => {
    it('keeps the last segment', () => {
      expect(parseStoredFile(arbitraryFile({ fileName: 'C:\\forms\\lease.docx' }))).toEqual(E.right(expect.objectContaining({ fileName: 'lease.docx' })));
      expect(parseStoredFile(arbitraryFile({ fileName: '/tmp/x/ a.docx ' }))).toEqual(E.right(expect.objectContaining({ fileName: 'a.docx' })));
    });
  });

  describe('when the digest is no lowercase SHA-256', () => {
    it('is refused', () => {
      expect(parseStoredFile(arbitraryFile({ sha256: 'F'.repeat(64) }))).toEqual(E.left([expect.objectContaining({ _tag: 'InvalidFile', field: 'file.sha256' })]));
    });
  });

  describe('when the preview ends inside a surrogate pair', () => {
    it('cuts before the pair', () => {
      const text = `${'x'.repeat(TEXT_PREVIEW_MAX - 1)}😀`;
      const parsed = parseDocumentContent(arbitraryContent({ text }));
      expect(E.isRight(parsed) && parsed.right.text).toBe('x'.repeat(TEXT_PREVIEW_MAX - 1));
    });
  });
});
