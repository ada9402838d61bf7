import { templateWarning, type Diagnostic } from '../diagnostic';
import type { NameReference } from '../tags/tag-syntax';
import type { TagUse } from '../tags/tag-use';
import type { VocabularyIndex } from '../vocabulary/vocabulary';
import type { MarkerUse } from './marker-use';

export interface MarkerNotes {
  /** A name that is an alias (or an item field): counted as text tags are. */
  readonly field: (name: NameReference, use: TagUse) => void;
  /** A name that is nothing known: counted, not warned about again. */
  readonly unknownField: (name: string) => void;
  readonly rule: (name: string) => void;
  readonly repeat: (name: string) => void;
}

/**
 * Judges the bare-named markers against the vocabulary, as a render will: a rule's name makes a
 * condition or a repeat; for a content control, an alias (or, failing that, a data key) makes a
 * field. Also warns about markers that cannot work.
 */
export const analyseMarkers = (markers: readonly MarkerUse[], index: VocabularyIndex, withVocabulary: boolean, notes: MarkerNotes): Diagnostic[] => {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const marker of markers) {
    if (marker.shadow) continue;
    const what = marker.source === 'bookmark' ? `The bookmark "${marker.label}"` : `The content control "${marker.label}"`;
    const rule = index.ruleOf(marker.name.key) ?? (marker.source === 'bookmark' ? index.ruleOf(index.nameKey(marker.name.text.replace(/_/g, ' '))) : undefined);
    if (marker.status === 'ignored') {
      if (marker.source === 'bookmark' && rule === undefined) continue;
      const key = `${marker.source}|${marker.label}|${marker.location.part}|${marker.location.paragraph}`;
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(templateWarning('ignored_marker', `${what} is left as it is: ${marker.reason}.`, marker.location));
      continue;
    }
    if (rule !== undefined) {
      notes.rule(rule.name);
      if (rule.kind === 'repeat') notes.repeat(marker.label);
      continue;
    }
    if (marker.source === 'bookmark') continue;
    if (index.aliasOf(marker.name.key) !== undefined || marker.repeatTargets.length > 0) {
      notes.field(marker.name, { syntax: { kind: 'field', name: marker.name, filters: [] }, location: marker.location, repeatTargets: marker.repeatTargets, shadow: false });
      continue;
    }
    notes.unknownField(marker.name.text);
    if (withVocabulary) {
      diagnostics.push(
        templateWarning(
          'unknown_marker',
          `${what} names no alias, synonym or rule: it is filled from the data key "${marker.name.text}" when the answers have one, and left as it is otherwise.`,
          marker.location,
        ),
      );
    }
  }
  return diagnostics;
};
