import { templateError, type Diagnostic } from './diagnostic';
import { parseTag } from './parse-tag';
import { rawOffsetOf, type PartModel } from './part-model';
import { pieceAt } from './paragraph-text';
import type { TagOccurrence } from './tag-occurrence';
import { locationOf } from './tag-location';
import { scanTags } from './tag-scanner';

/** Every well-formed tag of a part, in document order; every problem found on the way goes to `diagnostics`. */
export const readTags = (part: string, model: PartModel, diagnostics: Diagnostic[]): TagOccurrence[] => {
  const occurrences: TagOccurrence[] = [];
  for (const paragraph of model.paragraphs) {
    const text = paragraph.text;
    if (!text.includes('{{') && !text.includes('}}')) continue;
    const scanned = scanTags(text);
    for (const problem of scanned.problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, paragraph, problem.start)));
    for (const found of scanned.tags) {
      const parsed = parseTag(found.inner);
      if (!parsed.ok) {
        for (const problem of parsed.problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, paragraph, found.start + 2 + problem.offset)));
        continue;
      }
      const rawStart = rawOffsetOf(pieceAt(paragraph, found.start), found.start);
      occurrences.push({ paragraph, start: found.start, end: found.end, rawStart, syntax: parsed.syntax });
    }
  }
  return occurrences.sort((a, b) => a.rawStart - b.rawStart);
};
