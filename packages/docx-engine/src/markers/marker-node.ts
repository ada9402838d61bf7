import type { EachNode, FieldNode, IfNode, NodeOrigin, ProgramNode } from '../program/program';
import type { NameReference } from '../tags/tag-syntax';

/**
 * What a Word-native marker is, as far as compile can tell: `field`, `if`, `each`, `snippet`
 * (prefixed Tag or Title: `field:`, `if:`, `each:`, `snippet:`; or a Tag with filters), or `auto`:
 * a bare name that the vocabulary given at render decides (a condition rule, a repeat rule, an
 * alias...). A bookmark is always `auto`, and only a rule makes it do anything. `unwrap`: an item
 * of a Word Repeating Section whose section is a marker: its wrapper goes, its content stays.
 */
export type MarkerIntent = 'auto' | 'field' | 'if' | 'each' | 'snippet' | 'unwrap';

export type MarkerSource = 'contentControl' | 'bookmark' | 'mergeField';

/**
 * A content control, bookmark or MERGEFIELD, compiled into the forms it may take; a render picks
 * one. The forms share their parts (the content is compiled once); a form the marker's intent
 * rules out is left empty.
 */
export interface MarkerNode {
  readonly kind: 'marker';
  readonly source: MarkerSource;
  readonly intent: MarkerIntent;
  readonly name: NameReference;
  /** The control's start (up to its content), as written and as a filled control keeps it (no placeholder flag, no data binding). */
  readonly open: readonly ProgramNode[];
  readonly filledOpen: readonly ProgramNode[];
  /** The content, as written (its ids fresh in repeated copies). */
  readonly body: readonly ProgramNode[];
  readonly close: readonly ProgramNode[];
  /** The value in place of the marker and its content (static XML around the field node). */
  readonly asField: readonly ProgramNode[];
  /** The field node itself, for render to look its name up. */
  readonly field: FieldNode;
  readonly asIf: IfNode | undefined;
  readonly asEach: EachNode | undefined;
  /** The repeat inside the control kept once around all copies (`keepContentControls`). */
  readonly asKeptEach: EachNode | undefined;
  /** `snippet:NAME`: the snippet node with the XML around it. */
  readonly asSnippet: readonly ProgramNode[];
  readonly origin: NodeOrigin;
}
