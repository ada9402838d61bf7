import { DOCX_REFUSAL_CODES } from '@quire/docx-engine/engine';
import { DOCUMENT_REFUSAL_CODES } from '@quire/ports/documents/document-analyser';
import { REFUSAL_CODES_AGREE, type SameUnion } from './refusal-codes';

describe('the refusal codes of the engine and of the port', () => {
  it('are the same set', () => {
    expect(REFUSAL_CODES_AGREE).toBe(true);
    expect([...DOCUMENT_REFUSAL_CODES].sort()).toEqual([...DOCX_REFUSAL_CODES].sort());
  });

  describe('SameUnion, the check tsc makes of them', () => {
    it('takes unions equal either way, and refuses one with a code more on either side', () => {
      const same: SameUnion<'a' | 'b', 'b' | 'a'> = true;
      // @ts-expect-error: the first has a code the second lacks
      const engineHasMore: SameUnion<'a' | 'b', 'a'> = true;
      // @ts-expect-error: the second has a code the first lacks
      const portHasMore: SameUnion<'a', 'a' | 'b'> = true;
      expect([same, engineHasMore, portHasMore]).toEqual([true, true, true]);
    });
  });
});
