import { type DocxRefusal, refusal } from '../docx-refusal';
import { err, ok, type Result } from '../../result';
import type { Relationship } from './relationship';

const OFFICE_DOCUMENT_SUFFIX = '/relationships/officeDocument';
const DEFAULT_MAIN_PART = 'word/document.xml';

const OTHER_OFFICE_FORMATS: readonly (readonly [RegExp, string])[] = [
  [/spreadsheetml|ms-excel/i, 'an Excel workbook'],
  [/presentationml|ms-powerpoint/i, 'a PowerPoint presentation'],
];

const notWord = (what: string): DocxRefusal =>
  refusal('missing_document_part', `This is ${what}, not a Word document. Upload a Word Document (.docx).`);

/**
 * Finds the main document part: the target of the package's officeDocument relationship,
 * else `word/document.xml`. Refuses a package that has none, or whose main part is another
 * Office format's.
 */
export const findMainDocumentPart = (
  packageRelationships: readonly Relationship[],
  partName: (name: string) => string | undefined,
  contentTypeOf: (name: string) => string | undefined,
): Result<string, DocxRefusal> => {
  const declared = packageRelationships.find((relationship) => relationship.type.endsWith(OFFICE_DOCUMENT_SUFFIX))?.targetPart;
  const main = (declared === undefined ? undefined : partName(declared)) ?? partName(DEFAULT_MAIN_PART);
  const contentType = contentTypeOf(main ?? declared ?? '') ?? '';
  const other = OTHER_OFFICE_FORMATS.find(([pattern]) => pattern.test(contentType));
  if (other !== undefined) return err(notWord(other[1]));
  if (main === undefined) {
    return err(refusal('missing_document_part', 'The package has no main document part (word/document.xml), so it is not a Word document.'));
  }
  return ok(main);
};
