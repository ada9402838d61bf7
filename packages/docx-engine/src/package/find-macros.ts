import { type DocxRefusal, refusal } from './docx-refusal';

const MACRO_CONTENT_TYPE = /macroenabled|vbaproject|vbadata/i;

/**
 * Refuses a macro-enabled document (.docm/.dotm content types) or any part holding VBA
 * (`vbaProject.bin`, VBA content types), as SPEC section 5 asks: macros never reach a user.
 */
export const findMacros = (names: readonly string[], contentTypeOf: (name: string) => string | undefined): DocxRefusal | undefined => {
  for (const name of names) {
    const contentType = contentTypeOf(name) ?? '';
    if (name.toLowerCase().split('/').pop() === 'vbaproject.bin' || MACRO_CONTENT_TYPE.test(contentType)) {
      return refusal(
        'macro_enabled',
        'The document contains macros (a macro-enabled .docm). Save it as a Word Document (.docx) without macros and upload it again.',
        name,
      );
    }
  }
  return undefined;
};
