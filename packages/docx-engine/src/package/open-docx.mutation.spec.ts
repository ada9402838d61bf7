import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, tableXml } from '@quire/testing/docx/wordml';
import { DOCX_REFUSAL_CODES } from './docx-refusal';
import { openDocx } from './open-docx';
import { writeDocx } from './write-docx';

/** A small deterministic generator, so a failure can be replayed. */
const generator = (seed: number): (() => number) => {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
};

describe('openDocx', () => {
  describe('when given thousands of randomly damaged copies of a .docx', () => {
    const original = minimalDocx(paragraphXml('Hello') + tableXml([['a', 'b']]), { headers: { default: paragraphXml('H') } });
    const random = generator(20260101);
    const outcomes = Array.from({ length: 2000 }, (_, index) => {
      const bytes = Buffer.from(original);
      // Half the damage lands in the last 600 bytes, where the zip directory is.
      const nearEnd = index % 2 === 0;
      for (let count = 1 + Math.floor(random() * 6); count > 0; count -= 1) {
        const at = nearEnd ? bytes.length - 1 - Math.floor(random() * 600) : Math.floor(random() * bytes.length);
        bytes[at] = Math.floor(random() * 256);
      }
      try {
        const opened = openDocx(bytes);
        if (!opened.ok) return opened.error.code;
        const written = writeDocx(opened.value, new Map());
        if (!written.ok) return `write refused: ${written.error.code}`;
        return openDocx(written.value).ok ? 'opened' : 'rewritten copy refused';
      } catch (error) {
        return `threw: ${error instanceof Error ? error.message : String(error)}`;
      }
    });

    it('never throws, and refuses only with known codes', () => {
      const allowed = new Set<string>(['opened', ...DOCX_REFUSAL_CODES]);
      expect(outcomes.filter((outcome) => !allowed.has(outcome))).toEqual([]);
    });

    it('refuses most of them', () => {
      expect(outcomes.filter((outcome) => outcome !== 'opened').length).toBeGreaterThan(outcomes.length / 2);
    });
  });
});
