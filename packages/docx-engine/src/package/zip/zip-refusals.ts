import { type DocxRefusal, refusal } from '../docx-refusal';

/** The refusals of a damaged archive, worded once. */
export const truncated = (detail: string, entry?: string): DocxRefusal =>
  refusal('truncated', `The file is damaged or incomplete (${detail}); upload it again or save it again from Word.`, entry);

export const multiVolume = (): DocxRefusal =>
  refusal('unsupported_zip', 'The file is a multi-volume (split) zip archive, which a .docx never is.');

/** The refusal of an archive whose end record, central directory and local headers disagree (ADR 0043). */
export const inconsistentZip = (detail: string, entry?: string): DocxRefusal =>
  refusal(
    'inconsistent_zip',
    `The zip records of the file disagree (${detail}), so zip readers would see different files in it; the file is refused. Save it again from Word.`,
    entry,
  );
