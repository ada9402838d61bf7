import type { TemplateErrorCode } from '../diagnostic';
import type { TagOccurrence } from '../tags/tag-occurrence';

/** Why a block cannot be placed where its tags are (it crosses a container, overlaps another, a column repeat is not aligned): a template error at one of its tags. */
export interface PlacementProblem {
  readonly code: TemplateErrorCode;
  readonly message: string;
  readonly tag: TagOccurrence;
}
