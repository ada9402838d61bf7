import type { Location } from '../diagnostic';
import type { NameReference } from '../tags/tag-syntax';

/**
 * A marker analysis must judge against the vocabulary: a content control or bookmark named with a
 * bare name (`auto`), or one that cannot work (`ignored`, with the reason). Markers whose meaning is
 * written out (`field:`, `if:`…, MERGEFIELDs) are tag uses like text tags.
 */
export interface MarkerUse {
  readonly source: 'contentControl' | 'bookmark';
  readonly status: 'auto' | 'ignored';
  /** The Tag, Title or bookmark name as written. */
  readonly label: string;
  readonly name: NameReference;
  readonly reason: string;
  readonly location: Location;
  readonly repeatTargets: readonly NameReference[];
  readonly shadow: boolean;
}
