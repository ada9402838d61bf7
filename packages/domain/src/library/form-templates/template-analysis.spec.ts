import * as E from 'fp-ts/Either';
import { arbitraryAnalysis } from '@quire/testing/builders/library';
import { type Diagnostic, assertNoAnalysisErrors } from './template-analysis';

const diagnostic = (severity: Diagnostic['severity'], code: string): Diagnostic => ({ severity, code, message: code, part: 'word/document.xml', paragraph: 3, excerpt: '…' });

describe('assertNoAnalysisErrors', () => {
  describe('when there are only warnings', () => {
    it('passes', () => {
      const analysis = arbitraryAnalysis({ diagnostics: [diagnostic('warning', 'unknown_name')] });
      expect(assertNoAnalysisErrors(analysis)).toEqual(E.right(analysis));
    });
  });

  describe('when there are errors', () => {
    it('answers DocumentInvalid with every error, and the warnings beside them', () => {
      const analysis = arbitraryAnalysis({ diagnostics: [diagnostic('error', 'unbalanced_block'), diagnostic('warning', 'unknown_name'), diagnostic('error', 'unknown_filter')] });
      expect(assertNoAnalysisErrors(analysis)).toEqual(E.left({ _tag: 'DocumentInvalid', diagnostics: [diagnostic('error', 'unbalanced_block'), diagnostic('error', 'unknown_filter')], warnings: [diagnostic('warning', 'unknown_name')] }));
    });
  });
});
