import type { DocxPackage } from '../docx-package';
import { type DocxRefusal, refusal } from '../docx-refusal';
import { sourcePartOf } from '../part-names';

/** Content types of macro-enabled documents and of VBA parts (project, its data, its signatures). */
const MACRO_CONTENT_TYPE = /macroenabled|vbaproject|vbadata/i;
/** Relationship types that point at VBA ([MS-OFFMACRO2], [MS-OSHARED]): the project, Word's VBA data, the project's signatures. */
const VBA_RELATIONSHIP = /\/relationships\/(?:vbaProject|vbaProjectSignature\w*|wordVbaData)$/i;

const macros = (name: string): DocxRefusal =>
  refusal('macro_enabled', 'The document contains macros (a macro-enabled .docm). Save it as a Word Document (.docx) without macros and upload it again.', name);

/**
 * Refuses a macro-enabled document (.docm/.dotm content types) or any part holding VBA, whatever
 * its name: `vbaProject.bin`, a part typed as VBA (by an Override or by its extension's Default),
 * or a part any relationship calls VBA (macros never reach a user; docs/limits.md#uploads-refused).
 */
export const findMacros = (pkg: DocxPackage): DocxRefusal | undefined => {
  for (const name of pkg.names) {
    if (name.toLowerCase().split('/').pop() === 'vbaproject.bin' || MACRO_CONTENT_TYPE.test(pkg.contentTypeOf(name) ?? '')) return macros(name);
  }
  for (const relationshipsPart of pkg.names) {
    const source = sourcePartOf(relationshipsPart);
    if (source === undefined) continue;
    const vba = pkg.relationships(source).find((relationship) => VBA_RELATIONSHIP.test(relationship.type));
    if (vba !== undefined) return macros(vba.targetPart ?? relationshipsPart);
  }
  return undefined;
};
