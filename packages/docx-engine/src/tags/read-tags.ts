import { templateError, type Diagnostic } from '../diagnostic';
import { type ParsedTag, parseTag } from './parse-tag';
import { rawOffsetOf, type PartModel } from '../part-model/part-model';
import { pieceAt } from '../part-model/paragraph-text';
import type { TagOccurrence } from './tag-occurrence';
import { locationOf } from './tag-location';
import { scanTags } from './tag-scanner';
import { err, ok, type Result } from '../result';
import { structureProblem, type StructureProblem } from '../structure/structure-problem';
import type { NameKey } from '../name-key';

/**
 * Every well-formed tag of a part, in document order; every problem found on the way goes to
 * `diagnostics`. A part with more than `maxTags` tags (well-formed or not) is refused as soon as
 * the paragraph that passes the limit is scanned, before any tag is parsed further.
 */
export const readTags = (part: string, model: PartModel, diagnostics: Diagnostic[], nameKey: NameKey, maxTags = Infinity): Result<TagOccurrence[], StructureProblem> => {
  const occurrences: TagOccurrence[] = [];
  // A part repeats its tags (the same field in many places): each distinct text is parsed once.
  const parsedByText = new Map<string, ParsedTag>();
  let seen = 0;
  for (const paragraph of model.paragraphs) {
    const text = paragraph.text;
    if (!text.includes('{{') && !text.includes('}}')) continue;
    const scanned = scanTags(text);
    seen += scanned.tags.length;
    if (seen > maxTags) return err(structureProblem('too_many_tags', paragraph.element.start, `holds more than ${maxTags} tags, the limit for one part`));
    for (const problem of scanned.problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, paragraph, problem.start)));
    // The backslash of a literal brace goes from the output as a comment does.
    for (const at of scanned.escapes) occurrences.push({ paragraph, start: at, end: at + 1, rawStart: rawOffsetOf(pieceAt(paragraph, at), at), syntax: { kind: 'comment' } });
    for (const found of scanned.tags) {
      let parsed = parsedByText.get(found.inner);
      if (parsed === undefined) {
        parsed = parseTag(found.inner, nameKey);
        parsedByText.set(found.inner, parsed);
      }
      const rawStart = rawOffsetOf(pieceAt(paragraph, found.start), found.start);
      if (!parsed.ok) {
        for (const problem of parsed.problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, paragraph, found.start + 2 + problem.offset)));
        if (parsed.recovered !== undefined) occurrences.push({ paragraph, start: found.start, end: found.end, rawStart, syntax: parsed.recovered, recovered: true });
        continue;
      }
      occurrences.push({ paragraph, start: found.start, end: found.end, rawStart, syntax: parsed.syntax });
    }
  }
  return ok(occurrences.sort((a, b) => a.rawStart - b.rawStart));
};
