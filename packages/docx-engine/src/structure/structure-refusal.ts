import { type DocxRefusal, refusal } from '../package/docx-refusal';
import type { StructureProblem, StructureProblemCode } from './structure-problem';

const ADVICE: Readonly<Record<StructureProblemCode, string>> = {
  malformed_xml: 'The file is damaged or was not written by Word; open it in Word and save it again.',
  too_deeply_nested_xml: 'Word does not write such documents; simplify it and save it again.',
  too_deeply_nested_controls: 'Take content controls out of one another.',
  too_deeply_nested_tables: 'Take tables out of one another.',
  too_many_tags: 'Split the document into smaller ones.',
};

/** Line and column (1-based) of an offset in a text. */
export const lineAndColumn = (text: string, offset: number): { line: number; column: number } => {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
};

/**
 * The refusal of a part whose XML is not well-formed or passes a structural limit: the part,
 * where in it (line and column of its XML text) and what was wrong, never the document's text.
 */
export const structureRefusal = (part: string, xml: string, problem: StructureProblem): DocxRefusal => {
  const { line, column } = lineAndColumn(xml, problem.offset);
  const what = problem.code === 'malformed_xml' ? `is not well-formed XML: ${problem.detail}` : problem.detail;
  return refusal(problem.code, `The part ${part} ${what} (line ${line}, column ${column}). ${ADVICE[problem.code]}`, part);
};
