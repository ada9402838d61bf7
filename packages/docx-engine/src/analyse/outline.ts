import { type Expr, referencedNamesOfValue } from '@quire/expressions';
import type { CompiledTemplate } from '../compile/compiled-template';
import type { MarkerNode } from '../program/program';
import { isStaticXml, type EachNode, type IfNode, type ProgramNode } from '../program/program';
import type { ConditionSyntax } from '../tags/tag-syntax';

/**
 * A template's names in document order with the blocks around them (docs/interviews.md, interviews): which
 * names are printed, tested and repeated over, and under which conditions and repeats. Plain data
 * (it crosses threads), vocabulary-free (a bare content control's meaning is left to the reader,
 * as a render leaves it to its vocabulary), and made from the compiled programs alone.
 */
export type OutlineNode =
  /** A value printed: `reads` are the names it reads (the name itself, or a calculation's names); `defaulted` with a `default` filter. */
  | { readonly kind: 'field'; readonly name: string; readonly reads: readonly string[]; readonly defaulted: boolean }
  /** `{{#if}}` with its `{{else if}}` and `{{else}}` branches in order (an `else` has no condition). */
  | { readonly kind: 'if'; readonly branches: readonly OutlineBranch[] }
  | { readonly kind: 'each'; readonly target: string; readonly body: readonly OutlineNode[] }
  | { readonly kind: 'snippet'; readonly name: string }
  /** A content control, bookmark or MERGEFIELD with a bare name: a rule, an alias, or nothing, as the vocabulary says. */
  | { readonly kind: 'marker'; readonly name: string; readonly bookmark: boolean; readonly body: readonly OutlineNode[] };

export type OutlineCondition = { readonly kind: 'name'; readonly name: string } | { readonly kind: 'expression'; readonly expr: Expr };
export type OutlineBranch = { readonly condition: OutlineCondition | undefined; readonly body: readonly OutlineNode[] };

const conditionOf = (condition: ConditionSyntax | undefined): OutlineCondition | undefined => {
  if (condition === undefined) return undefined;
  return condition.kind === 'name' ? { kind: 'name', name: condition.name.text } : { kind: 'expression', expr: condition.expr };
};

const isDataName = (name: string): boolean => !name.startsWith('@') && name !== '.';

const ifOutline = (node: IfNode): OutlineNode => ({
  kind: 'if',
  branches: node.branches.map((branch) => ({ condition: conditionOf(branch.condition), body: outlineOf(branch.body) })),
});

const eachOutline = (node: EachNode): OutlineNode => ({ kind: 'each', target: node.target.text, body: outlineOf(node.body) });

const markerOutline = (node: MarkerNode): readonly OutlineNode[] => {
  switch (node.intent) {
    case 'field':
      return outlineOf([node.field]);
    case 'if':
      return node.asIf === undefined ? outlineOf(node.body) : [ifOutline(node.asIf)];
    case 'each':
      return node.asEach === undefined ? outlineOf(node.body) : [eachOutline(node.asEach)];
    case 'snippet':
      return outlineOf(node.asSnippet);
    case 'unwrap':
      return outlineOf(node.body);
    case 'auto':
      return [{ kind: 'marker', name: node.name.text, bookmark: node.source === 'bookmark', body: outlineOf(node.body) }];
  }
};

const outlineInto = (nodes: readonly ProgramNode[], into: OutlineNode[]): void => {
  for (const node of nodes) {
    if (isStaticXml(node)) continue;
    switch (node.kind) {
      case 'field': {
        const reads = node.calculation === undefined ? [node.name.text] : referencedNamesOfValue(node.calculation);
        const names = reads.filter(isDataName);
        if (names.length > 0) into.push({ kind: 'field', name: node.name.text, reads: names, defaulted: node.filters.some((filter) => filter.name === 'default') });
        break;
      }
      case 'pictureSlot':
        if (isDataName(node.name.text)) into.push({ kind: 'field', name: node.name.text, reads: [node.name.text], defaulted: false });
        break;
      case 'if':
        into.push(ifOutline(node));
        break;
      case 'each':
        into.push(eachOutline(node));
        break;
      case 'table':
        outlineInto(node.open, into);
        outlineInto(node.rows, into);
        outlineInto(node.close, into);
        break;
      case 'snippet':
        into.push({ kind: 'snippet', name: node.name });
        break;
      case 'marker':
        into.push(...markerOutline(node));
        break;
      case 'columnSite':
      case 'firstCopyOnly':
      case 'freshId':
      case 'numbering':
        break;
    }
  }
};

const outlineOf = (nodes: readonly ProgramNode[]): OutlineNode[] => {
  const into: OutlineNode[] = [];
  outlineInto(nodes, into);
  return into;
};

/** The outline of every part where tags work, main document first (the order templateParts gives). */
export const outlineTemplate = (template: CompiledTemplate): readonly OutlineNode[] => template.programs.flatMap((program) => outlineOf(program.nodes));
