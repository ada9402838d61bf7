import { parseTag, type TagProblem } from '../tags/parse-tag';
import { nameReference, type ConditionSyntax, type FilterCall, type NameReference } from '../tags/tag-syntax';
import type { NameKey } from '../name-key';

/** What a content control's Tag (or Title) says. */
export type MarkerMeaning =
  | { readonly intent: 'field'; readonly name: NameReference; readonly filters: readonly FilterCall[] }
  | { readonly intent: 'if'; readonly condition: ConditionSyntax }
  | { readonly intent: 'each'; readonly target: NameReference; readonly restart: boolean }
  | { readonly intent: 'snippet'; readonly name: string }
  | { readonly intent: 'auto'; readonly name: NameReference }
  /** A prefixed label that cannot be read: an error. */
  | { readonly intent: 'invalid'; readonly problems: readonly TagProblem[] }
  /** A bare label that is no name (a developer's id, say): the control is not a marker. */
  | { readonly intent: 'none'; readonly reason: string };

const PREFIX = /^\s*(field|if|each|snippet)\s*:([\s\S]*)$/i;

/**
 * Reads a label as the text of a tag: `field:NAME | filter`, `if:EXPRESSION`, `each:LIST [restart]`,
 * `snippet:NAME`; a bare name is `auto` (the vocabulary decides at render); a bare name with filters
 * (`fee | currency: "USD"`) is a field.
 */
export const readMarkerLabel = (label: string, nameKey: NameKey): MarkerMeaning => {
  const prefixed = PREFIX.exec(label);
  if (prefixed !== null) {
    const prefix = (prefixed[1] ?? '').toLowerCase();
    const rest = prefixed[2] ?? '';
    const inner = prefix === 'field' ? rest : prefix === 'if' ? `#if ${rest}` : prefix === 'each' ? `#each ${rest}` : `> ${rest}`;
    const parsed = parseTag(inner, nameKey);
    if (!parsed.ok) return { intent: 'invalid', problems: parsed.problems };
    const syntax = parsed.syntax;
    switch (syntax.kind) {
      case 'field':
        return { intent: 'field', name: syntax.name, filters: syntax.filters };
      case 'if':
        return { intent: 'if', condition: syntax.condition };
      case 'each':
        return { intent: 'each', target: syntax.target, restart: syntax.restart };
      case 'snippet':
        return { intent: 'snippet', name: syntax.name };
      case 'elseIf':
      case 'else':
      case 'endIf':
      case 'endEach':
      case 'comment':
        return { intent: 'invalid', problems: [{ code: 'invalid_name', message: `"${label}" does not name a field: write field:NAME.`, offset: 0 }] };
    }
  }
  const parsed = parseTag(label, nameKey);
  if (!parsed.ok || parsed.syntax.kind !== 'field') return { intent: 'none', reason: `"${label}" is not a name, nor field:, if:, each: or snippet: followed by one` };
  if (parsed.syntax.filters.length > 0) return { intent: 'field', name: parsed.syntax.name, filters: parsed.syntax.filters };
  return { intent: 'auto', name: nameReference(parsed.syntax.name.text, nameKey) };
};
