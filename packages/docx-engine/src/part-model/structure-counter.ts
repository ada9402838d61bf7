import { structureProblem, type StructureProblem } from '../structure/structure-problem';
import type { PartModelLimits } from './part-model';

/** How many tags may start in a piece of text (`{{`, and one across the joint when the text before ended with `{`). */
const tagOpenings = (text: string, afterBrace: boolean): number => {
  let count = afterBrace && text.startsWith('{') ? 1 : 0;
  for (let at = text.indexOf('{{'); at !== -1; at = text.indexOf('{{', at + 2)) count++;
  return count;
};

export type StructureCounter = ReturnType<typeof structureCounter>;

/** Counts content controls and tables open at once, and tags, against their limits (ADR 0043); counts nothing without limits. */
export const structureCounter = (limits: PartModelLimits | undefined) => {
  let controls = 0;
  let tables = 0;
  let tags = 0;
  return {
    text(text: string, afterBrace: boolean, at: number): StructureProblem | undefined {
      if (limits === undefined) return undefined;
      tags += tagOpenings(text, afterBrace);
      return tags > limits.maxTagsPerPart ? structureProblem('too_many_tags', at, `holds more than ${limits.maxTagsPerPart} tags, the limit for one part`) : undefined;
    },
    open(name: string, start: number): StructureProblem | undefined {
      if (limits === undefined) return undefined;
      if (name === 'w:sdt' && ++controls > limits.maxControlNesting) {
        return structureProblem('too_deeply_nested_controls', start, `nests content controls more than ${limits.maxControlNesting} deep, the limit`);
      }
      if (name === 'w:tbl' && ++tables > limits.maxTableNesting) {
        return structureProblem('too_deeply_nested_tables', start, `nests tables more than ${limits.maxTableNesting} deep, the limit`);
      }
      return undefined;
    },
    close(name: string): void {
      if (name === 'w:sdt') controls--;
      else if (name === 'w:tbl') tables--;
    },
  };
};
