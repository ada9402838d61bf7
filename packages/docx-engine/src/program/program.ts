import type { Value } from '@quire/expressions';
import type { IdFamily } from '../part-model/part-model';
import type { ConditionSyntax, FilterCall, NameReference } from '../tags/tag-syntax';
import type { ColumnPlan } from './columns/column-plan';
import type { StyledPlacement } from '../rich-text/styled-placement';
import type { Extent, PictureFrame, PictureSlotSite } from './picture-frame';

/**
 * A compiled part: static XML slices and the dynamic points between them. Immutable once built,
 * so one program serves any number of concurrent renders; a render walks it and concatenates.
 * Static slices are kept UTF-8 encoded, so a render copies their bytes and encodes only values.
 */
export type ProgramNode =
  | StaticXml
  | FieldNode
  | IfNode
  | EachNode
  | TableNode
  | ColumnSiteNode
  | SnippetNode
  | FirstCopyOnlyNode
  | FreshIdNode
  | NumberingNode
  | MarkerNode
  | PictureSlotNode;

/** XML that never changes, encoded once at compile time. Never mutated. */
export type StaticXml = Uint8Array;

/** Every node that is not a static slice. */
export type DynamicNode = Exclude<ProgramNode, StaticXml>;

export const isStaticXml = (node: ProgramNode): node is StaticXml => node instanceof Uint8Array;

/** Where a dynamic node came from, for warnings and failures. */
export interface NodeOrigin {
  readonly part: string;
  readonly paragraph: number;
}

export interface FieldNode {
  readonly kind: 'field';
  readonly name: NameReference;
  readonly filters: readonly FilterCall[];
  /** A calculated field's calculation (docs/template-language.md#calculations). */
  readonly calculation?: Value;
  /** `run`: inside a `w:t` of a run (line breaks and tabs become elements); `plain`: a plain text element (the document title). */
  readonly context: 'run' | 'plain';
  /** For `missing: 'highlight'`: closes the current text and run, opens a yellow-highlighted run with the run's formatting. */
  readonly highlightOpen: string;
  /** Closes the highlighted run and reopens the original run and text. */
  readonly highlightClose: string;
  /** The tag as written, for `missing: 'keep'` (already escaped). */
  readonly keptXml: string;
  /** A field whose last filter makes styled text or a link (`markdown`, `html`, `link`): where it goes and with what look. */
  readonly styled?: StyledPlacement;
  /** With the `image` filter (docs/template-language.md#pictures): the sizes asked for and the room the picture has. */
  readonly picture?: PictureFrame;
  readonly origin: NodeOrigin;
}

export interface IfBranch {
  /** Undefined for `{{else}}`. */
  readonly condition: ConditionSyntax | undefined;
  /** XML joining the block's start to this branch's start (empty in the usual case). */
  readonly enter: string;
  readonly body: readonly ProgramNode[];
  /** XML joining this branch's end to the block's end. */
  readonly exit: string;
}

export interface IfNode {
  readonly kind: 'if';
  readonly branches: readonly IfBranch[];
  /** XML joining the block's start to its end when no branch is taken. */
  readonly skip: string;
  readonly origin: NodeOrigin;
}

/** What a repeat writes before its first copy and after its last, only when it writes a copy (a kept content control around the copies). */
export interface CopiesFrame {
  readonly open: readonly ProgramNode[];
  readonly close: readonly ProgramNode[];
}

export interface EachNode {
  readonly kind: 'each';
  readonly frame: CopiesFrame | undefined;
  /** A column repeat (docs/template-language.md#table-columns): its body is a table cell, copied across its row. */
  readonly across?: boolean;
  readonly target: NameReference;
  readonly restart: boolean;
  readonly body: readonly ProgramNode[];
  /** XML joining the end of one copy to the start of the next. */
  readonly between: string;
  /** XML joining the start to the end when there is no item. */
  readonly skip: string;
  readonly origin: NodeOrigin;
}

/**
 * A table written as a whole (docs/template-language.md#table-rows): `open` is its start tag, properties and grid, `rows`
 * its rows, `close` its end. `dropWhenEmpty`: every row stands in a row block or disappears, and
 * when none is written neither is the table (a table without rows is no valid document).
 * `columns`: a column repeat changes its grid and widths, rewritten once the rows are written.
 */
export interface TableNode {
  readonly kind: 'table';
  readonly open: readonly ProgramNode[];
  readonly rows: readonly ProgramNode[];
  readonly close: readonly ProgramNode[];
  readonly dropWhenEmpty: boolean;
  readonly columns: ColumnPlan | undefined;
}

/**
 * A place of a table with a column repeat whose XML follows the number of columns: the grid, a
 * cell's width (`w:tcW`) or span (`w:gridSpan`), or the start and end of a cell that goes when
 * there is no column. Written as in the template, and rewritten when the table ends.
 */
export interface ColumnSiteNode {
  readonly kind: 'columnSite';
  readonly role: 'grid' | 'width' | 'span' | 'cellStart' | 'cellEnd';
  /** The XML as in the template (empty where a span is added, and for a cell's start and end). */
  readonly xml: string;
  /** The template's grid columns the cell covers, [gridStart, gridEnd). */
  readonly gridStart: number;
  readonly gridEnd: number;
  /** In the repeated cell: where it goes follows the copy. */
  readonly repeated: boolean;
}

/** `{{> Name}}`: inline (inside a paragraph's text) or paragraph (it was alone in its paragraph, which it replaces). */
export interface SnippetNode {
  readonly kind: 'snippet';
  readonly name: string;
  readonly placement: 'inline' | 'paragraph';
  /** Inline: what reopens the tag's run and text after the snippet's runs (the run's properties kept). */
  readonly reopenRun?: string;
  /**
   * Paragraph: the replaced paragraph emptied (its start tag and properties), written after the
   * snippet's body when it carried a section break, or when a paragraph must end its container
   * (a cell, text box or note) and the snippet's body does not end with one.
   */
  readonly emptied?: string;
  readonly keepsSectionBreak?: boolean;
  readonly endsContainer?: boolean;
  readonly origin: NodeOrigin;
}

/** XML kept in the first copy of a repeat only (bookmarks, comment anchors, paragraph ids): copies would duplicate ids. */
export interface FirstCopyOnlyNode {
  readonly kind: 'firstCopyOnly';
  readonly xml: string;
}

/** An id value inside a repeat: the original in the first copy, a fresh unused one in the others. */
export interface FreshIdNode {
  readonly kind: 'freshId';
  readonly family: IdFamily;
  readonly original: string;
}

/**
 * A paragraph's `w:numId` value inside `{{#each … restart}}`: per item, a new numbering instance
 * that starts again. For a paragraph numbered through its style, `before` and `after` make the
 * `w:numPr` it is given (see style-numbering.ts); both are empty for a `w:numId` written in the paragraph.
 */
export interface NumberingNode {
  readonly kind: 'numbering';
  readonly numId: string;
  readonly before: string;
  readonly after: string;
}

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

/**
 * A picture of the template whose alternative text is `{{name}}` (docs/template-language.md#pictures): replaced by the
 * picture `name` gives, fitted to the frame (aspect kept), keeping its position and wrapping.
 * `pieces` are the drawing's XML around `sites` (one more piece than sites).
 */
export interface PictureSlotNode {
  readonly kind: 'pictureSlot';
  readonly name: NameReference;
  readonly pieces: readonly string[];
  readonly sites: readonly PictureSlotSite[];
  /** The frame's extent in the template. */
  readonly frame: Extent;
  readonly origin: NodeOrigin;
}

export interface PartProgram {
  readonly part: string;
  readonly nodes: readonly ProgramNode[];
}
