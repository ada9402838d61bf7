import { highlightRunProperties } from '../highlight-run-properties';
import type { EachNode, FieldNode, IfNode, NodeOrigin, ProgramNode, SnippetNode } from '../program';
import { escapeXmlText } from '../xml-text';
import type { MarkerIntent, MarkerNode, MarkerSource } from './marker-node';
import type { MarkerPlacement } from './marker-placement';
import type { FilterCall, NameReference } from '../tag-syntax';

const encode = (xml: string): ProgramNode[] => (xml === '' ? [] : [Buffer.from(xml, 'utf8')]);

/** Compiles the XML between two offsets, with the blocks inside it, into nodes (the program builder's own range builder). */
export type RangeBuilder<Child> = (from: number, to: number, children: readonly Child[], inRepeat: boolean) => ProgramNode[];

interface FieldParts {
  readonly name: NameReference;
  readonly filters: readonly FilterCall[];
  readonly runProperties: string;
  readonly placeholderText: string;
  readonly origin: NodeOrigin;
}

/** The field node of a marker: its value goes inside an open `w:t` of a run with the marker's formatting. */
export const markerFieldNode = (parts: FieldParts): FieldNode => ({
  kind: 'field',
  name: parts.name,
  filters: parts.filters,
  context: 'run',
  highlightOpen: `</w:t></w:r><w:r>${highlightRunProperties(parts.runProperties)}<w:t xml:space="preserve">`,
  highlightClose: `</w:t></w:r><w:r>${parts.runProperties}<w:t xml:space="preserve">`,
  keptXml: escapeXmlText(parts.placeholderText),
  origin: parts.origin,
});

/** A MERGEFIELD: always a field, replacing the whole field (code and result). */
export const mergeFieldNode = (parts: FieldParts, originalXml: string): MarkerNode => {
  const field = markerFieldNode(parts);
  const asField = [...encode(`<w:r>${parts.runProperties}<w:t xml:space="preserve">`), field, ...encode('</w:t></w:r>')];
  return fieldOnly('mergeField', 'field', parts.name, field, asField, encode(originalXml), parts.origin);
};

const fieldOnly = (source: MarkerSource, intent: MarkerIntent, name: NameReference, field: FieldNode, asField: ProgramNode[], asIs: ProgramNode[], origin: NodeOrigin): MarkerNode => ({
  kind: 'marker', source, intent, name, field, asField, asKeptField: asField, asIf: undefined, asKeptIf: undefined, asEach: undefined, asKeptEach: undefined, asSnippet: asIs, asKeptSnippet: asIs, asIs, origin,
});

/** A content control or bookmark in every form a render may choose. */
export const buildMarkerNode = <Child>(placement: MarkerPlacement, children: readonly Child[], build: RangeBuilder<Child>, inRepeat: boolean, origin: NodeOrigin): MarkerNode => {
  const { contentStart, contentEnd, outerStart, outerEnd } = placement;
  // The content may be repeated: ids in it are made fresh in copies (copies only, so other forms are unchanged).
  const body = build(contentStart.offset, contentEnd.offset, children, true);
  const open = build(outerStart, contentStart.offset, [], inRepeat);
  const close = build(contentEnd.offset, outerEnd, [], inRepeat);
  const filledOpen: ProgramNode[] = [];
  let from = outerStart;
  for (const removed of placement.filledRemovals) {
    filledOpen.push(...build(from, removed.start, [], inRepeat));
    from = removed.end;
  }
  filledOpen.push(...build(from, contentStart.offset, [], inRepeat));
  const field = markerFieldNode({ ...placement, origin });
  const asField = [...encode(placement.fieldOpen), field, ...encode(placement.fieldClose)];
  const ifNode = (content: readonly ProgramNode[]): IfNode => ({
    kind: 'if', frame: undefined, branches: [{ condition: placement.condition, enter: '', body: content, exit: '' }], skip: placement.skip, origin,
  });
  const eachNode = (frame: EachNode['frame']): EachNode => ({
    kind: 'each', frame, target: placement.name, restart: placement.restart, body, between: placement.between, skip: placement.skip, origin,
  });
  const snippet: SnippetNode =
    placement.snippetPlacement === 'inline'
      ? { kind: 'snippet', name: placement.snippetName, placement: 'inline', reopenRun: placement.fieldOpen, origin }
      : { kind: 'snippet', name: placement.snippetName, placement: 'paragraph', emptied: '<w:p/>', endsContainer: placement.skip === '<w:p/>', origin };
  const asSnippet = placement.snippetPlacement === 'inline' ? [...encode(placement.fieldOpen), snippet, ...encode(placement.fieldClose)] : [snippet];
  return {
    kind: 'marker',
    source: placement.source,
    intent: placement.intent,
    name: placement.name,
    field,
    asField,
    asKeptField: [...filledOpen, ...asField, ...close],
    asIf: ifNode(body),
    asKeptIf: ifNode([...open, ...body, ...close]),
    asEach: eachNode(undefined),
    asKeptEach: eachNode({ open, close }),
    asSnippet,
    asKeptSnippet: [...filledOpen, ...asSnippet, ...close],
    asIs: [...open, ...body, ...close],
    origin,
  };
};
