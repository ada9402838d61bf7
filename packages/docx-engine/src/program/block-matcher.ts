import type { TemplateErrorCode } from '../diagnostic';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { tagText } from '../tags/tag-occurrence';
import type { ConditionSyntax, NameReference } from '../tags/tag-syntax';

interface BlockBase {
  readonly open: TagOccurrence;
  close: TagOccurrence;
  /** Nested blocks of each branch (an `each` has one branch). */
  readonly branches: Block[][];
}
export interface IfBlock extends BlockBase {
  readonly kind: 'if';
  /** One per branch: the `{{#if}}` condition, then each `{{else if}}`; undefined for `{{else}}`. */
  readonly conditions: (ConditionSyntax | undefined)[];
  /** The `{{else if}}` / `{{else}}` tags, one before each branch after the first. */
  readonly elses: TagOccurrence[];
}
export interface EachBlock extends BlockBase {
  readonly kind: 'each';
  readonly target: NameReference;
  readonly restart: boolean;
}
export type Block = IfBlock | EachBlock;

export interface MatchProblem {
  readonly code: TemplateErrorCode;
  readonly message: string;
  readonly tag: TagOccurrence;
}

/** Deepest nesting of blocks; far beyond what an author writes, it keeps compile and render recursion shallow. */
export const MAX_BLOCK_DEPTH = 50;

const where = (tag: TagOccurrence): string => `"${tagText(tag)}" (paragraph ${tag.paragraph.index + 1})`;

/** Pairs block tags (in document order) into nested blocks; every unbalanced or misplaced tag is a problem. */
export const matchBlocks = (tags: readonly TagOccurrence[]): { readonly roots: Block[]; readonly problems: MatchProblem[] } => {
  const roots: Block[] = [];
  const problems: MatchProblem[] = [];
  const open: Block[] = [];
  const currentChildren = (): Block[] => {
    const top = open[open.length - 1];
    return top === undefined ? roots : (top.branches[top.branches.length - 1] ?? roots);
  };
  for (const tag of tags) {
    const syntax = tag.syntax;
    if ((syntax.kind === 'if' || syntax.kind === 'each') && open.length >= MAX_BLOCK_DEPTH) {
      problems.push({ code: 'blocks_too_deep', message: `"${tagText(tag)}" is nested ${MAX_BLOCK_DEPTH + 1} blocks deep; at most ${MAX_BLOCK_DEPTH} blocks may nest.`, tag });
      return { roots, problems };
    }
    switch (syntax.kind) {
      case 'if': {
        const block: IfBlock = { kind: 'if', open: tag, close: tag, branches: [[]], conditions: [syntax.condition], elses: [] };
        currentChildren().push(block);
        open.push(block);
        break;
      }
      case 'each': {
        const block: EachBlock = { kind: 'each', open: tag, close: tag, branches: [[]], target: syntax.target, restart: syntax.restart };
        currentChildren().push(block);
        open.push(block);
        break;
      }
      case 'elseIf':
      case 'else': {
        const top = open[open.length - 1];
        const written = syntax.kind === 'else' ? '{{else}}' : '{{else if}}';
        if (top === undefined || top.kind !== 'if') {
          const message =
            top === undefined
              ? `${written} is outside any {{#if}} block.`
              : `${written} is inside {{#each}} ${where(top.open)}; an else belongs to an {{#if}}: close the {{#each}} first or open an {{#if}} inside it.`;
          problems.push({ code: 'misplaced_else', message, tag });
        } else if (top.conditions[top.conditions.length - 1] === undefined) {
          problems.push({ code: 'misplaced_else', message: `${written} comes after the {{else}} of ${where(top.open)}; {{else}} must be the last branch.`, tag });
        } else {
          top.elses.push(tag);
          top.conditions.push(syntax.kind === 'elseIf' ? syntax.condition : undefined);
          top.branches.push([]);
        }
        break;
      }
      case 'endIf':
      case 'endEach': {
        const kind = syntax.kind === 'endIf' ? 'if' : 'each';
        const top = open[open.length - 1];
        if (top !== undefined && top.kind === kind) {
          top.close = tag;
          open.pop();
          break;
        }
        const depth = findLastIndex(open, (block) => block.kind === kind);
        if (depth === -1) {
          problems.push({ code: 'unmatched_closing_tag', message: `"${tagText(tag)}" has no matching {{#${kind}}} before it.`, tag });
          break;
        }
        // Close the blocks left open inside the one this tag closes.
        while (open.length > depth + 1) {
          const unclosed = open.pop();
          if (unclosed !== undefined) {
            problems.push({
              code: 'mismatched_closing_tag',
              message: `"${tagText(tag)}" closes {{#${kind}}} ${where((open[depth] ?? unclosed).open)} while ${where(unclosed.open)} is still open: close it with {{/${unclosed.kind}}} first.`,
              tag: unclosed.open,
            });
          }
        }
        const closed = open.pop();
        if (closed !== undefined) closed.close = tag;
        break;
      }
      case 'field':
      case 'comment':
      case 'snippet':
        break;
    }
  }
  for (const unclosed of open) {
    problems.push({ code: 'unclosed_block', message: `${where(unclosed.open)} is never closed: add {{/${unclosed.kind}}} after its content.`, tag: unclosed.open });
  }
  return { roots, problems };
};

const findLastIndex = <T>(items: readonly T[], predicate: (item: T) => boolean): number => {
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index];
    if (item !== undefined && predicate(item)) return index;
  }
  return -1;
};
