import type { EachNode, FieldNode, IfNode, NodeOrigin, ProgramNode } from '../program';
import type { NameReference } from '../tag-syntax';

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
 * A content control, bookmark or MERGEFIELD, compiled into every form it may take; a render picks
 * one. The forms share their nodes (the content is compiled once).
 */
export interface MarkerNode {
  readonly kind: 'marker';
  readonly source: MarkerSource;
  readonly intent: MarkerIntent;
  readonly name: NameReference;
  /** The value in place of the marker and its content (static XML around a field node). */
  readonly asField: readonly ProgramNode[];
  /** The same inside the control kept (`keepContentControls`), its placeholder flag removed. */
  readonly asKeptField: readonly ProgramNode[];
  /** Conditional and repeating forms; undefined for a MERGEFIELD, which is always a field. */
  readonly asIf: IfNode | undefined;
  readonly asKeptIf: IfNode | undefined;
  readonly asEach: EachNode | undefined;
  readonly asKeptEach: EachNode | undefined;
  /** `snippet:NAME`: the snippet node with the XML around it. */
  readonly asSnippet: readonly ProgramNode[];
  readonly asKeptSnippet: readonly ProgramNode[];
  /** The marker as written (a name nothing knows: left as it is). */
  readonly asIs: readonly ProgramNode[];
  /** The field node itself, for render to look its name up. */
  readonly field: FieldNode;
  readonly origin: NodeOrigin;
}
