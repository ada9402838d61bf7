import type { DocxLimits } from '../docx-limits';
import { type DocxRefusal, refusal } from '../docx-refusal';
import { formatBytes } from '../format-bytes';
import type { ZipEntry } from '../zip/zip-entry';

/** The refusals of a package over the size limits, worded once. */
export const tooLarge = (limits: DocxLimits): DocxRefusal =>
  refusal('too_large', `The document inflates to more than ${formatBytes(limits.maxTotalUncompressed)} in all, the limit for a .docx.`);

export const ratioTooHigh = (entry: ZipEntry, limits: DocxLimits): DocxRefusal =>
  refusal(
    'inflate_ratio',
    `The part ${entry.name} expands more than ${limits.maxInflateRatio} times when unpacked, as "zip bombs" do; the file is refused.`,
    entry.name,
  );

export const tooManyTagOpenings = (entry: ZipEntry, limits: DocxLimits): DocxRefusal =>
  refusal(
    'too_many_tags',
    `The part ${entry.name} holds more than ${limits.maxTagsPerPart} tags, the limit for one part. Split the document into smaller ones.`,
    entry.name,
  );
