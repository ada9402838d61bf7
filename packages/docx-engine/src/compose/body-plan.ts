import type { CompiledTemplate } from '../compile/compiled-template';
import { isStaticXml, type ProgramNode, type StaticXml } from '../program/program';
import { bodyRange } from './body-range';
import { planContent } from './insertion';
import type { PlannedXml } from './planned-xml';
import { withStyleNumbering } from './style-numbered-paragraphs';
import type { StyleSheet } from '../part-model/style-sheet';

/** A compiled snippet's main-part program, which renders the whole part, and how its body's content is cut from it. */
export interface SnippetBody {
  readonly nodes: readonly ProgramNode[];
  /** Up to the end of `<w:body>`. */
  readonly prefix: string;
  /** The final section properties and what follows `</w:body>`. */
  readonly suffix: string;
  /**
   * The same program cut to the body's content (its first and last static slices shortened), so
   * that its static slices can be planned; undefined when the program does not start and end
   * with static slices holding the prefix and suffix: then it is rendered whole and cut after.
   */
  readonly content: readonly ProgramNode[] | undefined;
}

const encoder = new TextEncoder();
const textOf = (slice: StaticXml): string => Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength).toString('utf8');

const contentOf = (nodes: readonly ProgramNode[], prefix: string, suffix: string): readonly ProgramNode[] | undefined => {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (first === undefined || last === undefined || !isStaticXml(first) || !isStaticXml(last)) return undefined;
  const head = textOf(first);
  const tail = nodes.length === 1 ? head.slice(prefix.length) : textOf(last);
  if (!head.startsWith(prefix) || !tail.endsWith(suffix) || tail.length < suffix.length) return undefined;
  const cutTail = encoder.encode(tail.slice(0, tail.length - suffix.length));
  if (nodes.length === 1) return [cutTail];
  return [encoder.encode(head.slice(prefix.length)), ...nodes.slice(1, -1), cutTail];
};

const bodies = new WeakMap<CompiledTemplate, SnippetBody>();

/**
 * A compiled snippet's body, made on first use and kept with the compiled snippet: the service
 * compiles a snippet anew when its bytes change, so it is never stale.
 */
export const snippetBody = (snippet: CompiledTemplate): SnippetBody => {
  let body = bodies.get(snippet);
  if (body === undefined) {
    const main = snippet.package.mainDocumentPart;
    const xml = snippet.package.text(main);
    const range = bodyRange(xml);
    const nodes = snippet.programs.find((candidate) => candidate.part === main)?.nodes ?? [Buffer.from(xml, 'utf8')];
    const suffix = range.sectionProperties + range.suffix;
    body = { nodes, prefix: range.prefix, suffix, content: contentOf(nodes, range.prefix, suffix) };
    bodies.set(snippet, body);
  }
  return body;
};

const plans = new WeakMap<StaticXml, PlannedXml | null>();

/**
 * A static slice of a snippet's program as insertions write it, planned on first use and kept
 * with the slice (static slices are immutable and belong to one compiled program, whose
 * `styles` these are); undefined when it cannot be planned alone (it ends inside a tag, or cuts
 * a section's properties).
 */
export const plannedSlice = (slice: StaticXml, styles: StyleSheet | undefined): PlannedXml | undefined => {
  let planned = plans.get(slice);
  if (planned === undefined) {
    planned = planContent(withStyleNumbering(textOf(slice), styles)) ?? null;
    plans.set(slice, planned);
  }
  return planned ?? undefined;
};
