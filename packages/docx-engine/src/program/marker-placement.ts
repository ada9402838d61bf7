import type { ConditionSyntax, FilterCall, NameReference } from '../tags/tag-syntax';
import type { Point } from './transitions';
import type { MarkerIntent } from './program';

/** A content control or bookmark placed in a part: its range, its content's, and the XML of each form it may take. */
export interface MarkerPlacement {
  readonly source: 'contentControl' | 'bookmark';
  readonly intent: MarkerIntent;
  readonly name: NameReference;
  readonly filters: readonly FilterCall[];
  readonly condition: ConditionSyntax;
  readonly restart: boolean;
  readonly snippetName: string;
  /** The whole marker: the `w:sdt` element, or the bookmark's range. */
  readonly outerStart: number;
  readonly outerEnd: number;
  /** The content: inside `w:sdtContent`, or the bookmark's range. */
  readonly contentStart: Point;
  readonly contentEnd: Point;
  /** Parts of the control's properties a filled, kept control leaves out (`w:showingPlcHdr`, `w:dataBinding`), in order. */
  readonly filledRemovals: readonly { readonly start: number; readonly end: number }[];
  /** XML before and after a value (opening the paragraph, cell... and a run with the control's formatting). */
  readonly fieldOpen: string;
  readonly fieldClose: string;
  readonly runProperties: string;
  readonly placeholderText: string;
  /** XML written when the content is dropped or repeated zero times; between two copies. */
  readonly skip: string;
  readonly between: string;
  readonly snippetPlacement: 'inline' | 'paragraph';
}
