import { appendAll } from '../append-all';
import { highlightRunProperties } from './highlight-run-properties';
import type { EachNode, FieldNode, IfNode, MarkerNode, NodeOrigin, ProgramNode, SnippetNode } from './program';
import { escapeXmlText } from '../xml/xml-text';
import type { MarkerPlacement } from './marker-placement';
import type { FilterCall, NameReference } from '../tags/tag-syntax';

const encode = (xml: string): ProgramNode[] => (xml === '' ? [] : [Buffer.from(xml, 'utf8')]);

/** Compiles the XML between two offsets, with the blocks inside it, into nodes (the program builder's own range builder); `restart`: numbering restarts there. */
export type RangeBuilder<Child> = (from: number, to: number, children: readonly Child[], inRepeat: boolean, restart?: boolean) => ProgramNode[];

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
  return {
    kind: 'marker', source: 'mergeField', intent: 'field', name: parts.name, open: [], filledOpen: [], body: encode(originalXml), close: [],
    asField, field, asIf: undefined, asEach: undefined, asKeptEach: undefined, asSnippet: [], origin: parts.origin,
  };
};

/** A content control or bookmark in the forms its intent allows (all of field, if and each for a bare name). */
export const buildMarkerNode = <Child>(placement: MarkerPlacement, children: readonly Child[], build: RangeBuilder<Child>, inRepeat: boolean, origin: NodeOrigin): MarkerNode => {
  const { contentStart, contentEnd, outerStart, outerEnd, intent } = placement;
  // The content may be repeated: ids in it are made fresh in copies (copies only, so other forms are unchanged).
  const body = build(contentStart.offset, contentEnd.offset, children, true, placement.restart);
  const open = build(outerStart, contentStart.offset, [], inRepeat);
  const close = build(contentEnd.offset, outerEnd, [], inRepeat);
  let filledOpen: ProgramNode[] = open;
  if (placement.filledRemovals.length > 0) {
    filledOpen = [];
    let from = outerStart;
    for (const removed of placement.filledRemovals) {
      appendAll(filledOpen, build(from, removed.start, [], inRepeat));
      from = removed.end;
    }
    appendAll(filledOpen, build(from, contentStart.offset, [], inRepeat));
  }
  const around = placement.snippetPlacement === 'inline' || intent === 'field' || intent === 'auto' ? { open: encode(placement.fieldOpen), close: encode(placement.fieldClose) } : { open: [], close: [] };
  const field = markerFieldNode({ ...placement, origin });
  const isField = intent === 'field' || intent === 'auto';
  const isIf = intent === 'if' || intent === 'auto';
  const isEach = intent === 'each' || intent === 'auto';
  const eachNode = (frame: EachNode['frame']): EachNode => ({
    kind: 'each', frame, target: placement.name, restart: placement.restart, body, between: placement.between, skip: placement.skip, origin,
  });
  let asSnippet: ProgramNode[] = [];
  if (intent === 'snippet') {
    const snippet: SnippetNode =
      placement.snippetPlacement === 'inline'
        ? { kind: 'snippet', name: placement.snippetName, placement: 'inline', reopenRun: placement.fieldOpen, origin }
        : { kind: 'snippet', name: placement.snippetName, placement: 'paragraph', emptied: '<w:p/>', endsContainer: placement.skip === '<w:p/>', origin };
    asSnippet = placement.snippetPlacement === 'inline' ? [...around.open, snippet, ...around.close] : [snippet];
  }
  const asIf: IfNode | undefined = isIf
    ? { kind: 'if', branches: [{ condition: placement.condition, enter: '', body, exit: '' }], skip: placement.skip, origin }
    : undefined;
  return {
    kind: 'marker',
    source: placement.source,
    intent,
    name: placement.name,
    open,
    filledOpen,
    body,
    close,
    asField: isField ? [...around.open, field, ...around.close] : [],
    field,
    asIf,
    asEach: isEach ? eachNode(undefined) : undefined,
    asKeptEach: isEach && placement.source === 'contentControl' ? eachNode({ open, close }) : undefined,
    asSnippet,
    origin,
  };
};
