import { type DocxRefusal, refusal } from '../docx-refusal';

/** The refusals of a damaged archive, worded once. */
export const truncated = (detail: string, entry?: string): DocxRefusal =>
  refusal('truncated', `The file is damaged or incomplete (${detail}); upload it again or save it again from Word.`, entry);

export const multiVolume = (): DocxRefusal =>
  refusal('unsupported_zip', 'The file is a multi-volume (split) zip archive, which a .docx never is.');
