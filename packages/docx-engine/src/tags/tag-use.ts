import type { Location } from '../diagnostic';
import type { NameReference, TagSyntax } from './tag-syntax';

/** A tag as analysis sees it: what it says, where it is, which repeats it sits in. */
export interface TagUse {
  readonly syntax: TagSyntax;
  readonly location: Location;
  /** Targets of the `{{#each}}` blocks around the tag, innermost first: names may be fields of their items. */
  readonly repeatTargets: readonly NameReference[];
  /** In `mc:Fallback`: the same content as its `mc:Choice`, not counted twice. */
  readonly shadow: boolean;
}
