import { evaluateExpression } from '@quire/expressions/evaluate-expression';
import { applyFilter } from '../filters/apply-filter';
import type { FilterContext } from '../filters/filter-context';
import { formatValue } from '../filters/format-value';
import { isMissing } from '../filters/is-missing';
import { isTruthy } from '../filters/is-truthy';
import { itemScope, type DataScope } from './data-scope';
import type { NumberingDefinitions } from './numbering-definitions';
import type { OutputBuffer } from './output-buffer';
import type { IdFamily } from './part-model';
import { isStaticXml, type EachNode, type FieldNode, type IfNode, type ProgramNode, type SnippetNode } from './program';
import type { MissingValueMode, RenderFailure, RenderWarning } from './render-types';
import { resolveName } from './resolve-name';
import { nameReference, type ConditionSyntax, type NameReference } from './tag-syntax';
import { plainTextXml, runTextXml } from './value-xml';
import type { VocabularyAlias, VocabularyIndex } from './vocabulary';

/** Everything one render changes as it walks the programs; never shared between renders. */
export interface RenderState {
  /** Where the part being rendered is written. */
  out: OutputBuffer;
  /** Bytes written by this render in all parts before the current one. */
  writtenBefore: number;
  readonly maxBytes: number;
  readonly vocabulary: VocabularyIndex;
  readonly missing: MissingValueMode;
  readonly locale: string;
  readonly timeZone: string;
  iterations: number;
  readonly maxIterations: number;
  /** How many enclosing repeats are on a copy after their first: > 0 means ids must not repeat. */
  copyDepth: number;
  readonly nextId: Record<IdFamily, number>;
  readonly warnings: Map<string, RenderWarning>;
  readonly missingNames: Set<string>;
  failure: RenderFailure | undefined;
  readonly contexts: Map<VocabularyAlias | undefined, FilterContext>;
  readonly names: Map<string, NameReference>;
  /** Inside `{{#each … restart}}`: this item's new numbering instances, by original numId. */
  restartedLists: Map<string, number> | undefined;
  readonly numbering: NumberingDefinitions | undefined;
  nextNumId: number;
  /** The numbering instances this render added: new numId → abstract list. */
  readonly addedLists: { readonly numId: number; readonly abstractId: string }[];
}

const emit = (state: RenderState, xml: string): void => {
  if (xml.length > 0) state.out.appendText(xml);
};

/** Appends the XML of a program's nodes, read with `scope`, to the render's output. */
export const renderNodes = (nodes: readonly ProgramNode[], scope: DataScope, state: RenderState): void => {
  for (const node of nodes) {
    if (isStaticXml(node)) {
      state.out.appendBytes(node);
      continue;
    }
    switch (node.kind) {
      case 'field':
        renderField(node, scope, state);
        break;
      case 'if':
        renderIf(node, scope, state);
        break;
      case 'each':
        renderEach(node, scope, state);
        break;
      case 'snippet':
        renderSnippet(node, state);
        break;
      case 'firstCopyOnly':
        if (state.copyDepth === 0) emit(state, node.xml);
        break;
      case 'freshId':
        emit(state, state.copyDepth === 0 ? node.original : String(++state.nextId[node.family]));
        break;
      case 'numbering':
        emit(state, restartedNumId(node.numId, state));
        break;
    }
    if (state.failure !== undefined) return;
  }
};

/** The numbering instance of this item for a list: made on first use, starting again at each level's start. */
const restartedNumId = (numId: string, state: RenderState): string => {
  const abstractId = state.numbering?.abstractOf.get(numId);
  if (state.restartedLists === undefined || abstractId === undefined) return numId;
  let restarted = state.restartedLists.get(numId);
  if (restarted === undefined) {
    restarted = ++state.nextNumId;
    state.restartedLists.set(numId, restarted);
    state.addedLists.push({ numId: restarted, abstractId });
  }
  return String(restarted);
};

const contextOf = (alias: VocabularyAlias | undefined, state: RenderState): FilterContext => {
  let context = state.contexts.get(alias);
  if (context === undefined) {
    const base = { locale: state.locale, timeZone: state.timeZone };
    context = alias === undefined ? base : { ...base, type: alias.type, ...(alias.format === undefined ? {} : { format: alias.format }) };
    state.contexts.set(alias, context);
  }
  return context;
};

const renderField = (node: FieldNode, scope: DataScope, state: RenderState): void => {
  const { value, alias } = resolveName(node.name, scope, state.vocabulary);
  if (node.filters.length === 0 && isMissing(value)) {
    renderMissing(node, alias, state);
    return;
  }
  const context = contextOf(alias, state);
  // Filters let a missing value through, or answer for it (default, count, plural, yesno).
  let current = value;
  for (const filter of node.filters) {
    const applied = applyFilter(filter.name, current, filter.args, context);
    if (!applied.ok) {
      state.failure = {
        code: 'filter_failed',
        message: `The filter "${filter.name}" could not be applied to "${node.name.text}" (${node.origin.part}, paragraph ${node.origin.paragraph}): ${applied.error}`,
        name: node.name.text,
        filter: filter.name,
        ...node.origin,
      };
      return;
    }
    current = applied.value;
  }
  if (isMissing(current)) {
    renderMissing(node, alias, state);
    return;
  }
  if (typeof current === 'object' && current !== null && !Array.isArray(current) && !(current instanceof Date)) noteObjectValue(node, state);
  const text = formatValue(current, context);
  emit(state, node.context === 'run' ? runTextXml(text) : plainTextXml(text));
};

const renderMissing = (node: FieldNode, alias: VocabularyAlias | undefined, state: RenderState): void => {
  const shownName = alias?.name ?? node.name.text;
  switch (state.missing) {
    case 'blank':
      noteMissing(shownName, state);
      return;
    case 'highlight':
      emit(state, node.highlightOpen + plainTextXml(`[${shownName}]`) + node.highlightClose);
      return;
    case 'keep':
      emit(state, node.keptXml);
      return;
    case 'error':
      state.missingNames.add(shownName);
      return;
  }
};

const noteMissing = (name: string, state: RenderState): void => {
  if (!state.warnings.has(name)) state.warnings.set(name, { code: 'missing_value', name, message: `"${name}" has no value; it was left blank.` });
};

const noteObjectValue = (node: FieldNode, state: RenderState): void => {
  const key = `object:${node.name.text}`;
  if (!state.warnings.has(key)) {
    state.warnings.set(key, {
      code: 'object_value',
      name: node.name.text,
      message: `"${node.name.text}" is a group of fields, not a value; it was left blank. Name one of its fields (${node.name.text}.field), or use {{#each}}.`,
    });
  }
};

const referenceOf = (name: string, state: RenderState): NameReference => {
  let reference = state.names.get(name);
  if (reference === undefined) {
    reference = nameReference(name);
    state.names.set(name, reference);
  }
  return reference;
};

const holds = (condition: ConditionSyntax, scope: DataScope, state: RenderState): boolean => {
  const lookup = (name: string): unknown => resolveName(referenceOf(name, state), scope, state.vocabulary).value;
  const typeOf = (name: string) => state.vocabulary.aliasOf(referenceOf(name, state).key)?.type;
  if (condition.kind === 'expression') return evaluateExpression(condition.expr, lookup, typeOf);
  const name = condition.name;
  if (!name.text.startsWith('@')) {
    const rule = state.vocabulary.ruleOf(name.key);
    if (rule !== undefined && rule.kind === 'condition') return rule.expression === null || evaluateExpression(rule.expression, lookup, typeOf);
    // A repeat rule as a condition: whether it keeps any item.
    if (rule !== undefined && rule.kind === 'repeat') return isTruthy(itemsOf(name, scope, state).items);
  }
  return isTruthy(resolveName(name, scope, state.vocabulary).value);
};

const renderIf = (node: IfNode, scope: DataScope, state: RenderState): void => {
  for (const branch of node.branches) {
    if (branch.condition !== undefined && !holds(branch.condition, scope, state)) continue;
    if (node.frame !== undefined) renderNodes(node.frame.open, scope, state);
    emit(state, branch.enter);
    renderNodes(branch.body, scope, state);
    emit(state, branch.exit);
    if (node.frame !== undefined) renderNodes(node.frame.close, scope, state);
    return;
  }
  emit(state, node.skip);
};

/** The items a repeat goes over: a list alias or key, or the kept items of a `repeat` rule. */
const itemsOf = (target: NameReference, scope: DataScope, state: RenderState): { items: unknown; name: string } => {
  const rule = state.vocabulary.ruleOf(target.key);
  if (rule === undefined || rule.kind !== 'repeat' || rule.repeatOver === undefined) {
    const { value, alias } = resolveName(target, scope, state.vocabulary);
    return { items: value, name: alias?.name ?? target.text };
  }
  const over = referenceOf(rule.repeatOver, state);
  const { value, alias } = resolveName(over, scope, state.vocabulary);
  const expression = rule.expression;
  if (!Array.isArray(value) || expression === null) return { items: value, name: alias?.name ?? over.text };
  const kept = value.filter((item, index) => {
    const inner = itemScope(scope, item, index, value.length);
    const lookup = (name: string): unknown => resolveName(referenceOf(name, state), inner, state.vocabulary).value;
    return evaluateExpression(expression, lookup, (name) => state.vocabulary.aliasOf(referenceOf(name, state).key)?.type);
  });
  return { items: kept, name: alias?.name ?? over.text };
};

const renderEach = (node: EachNode, scope: DataScope, state: RenderState): void => {
  const { items, name } = itemsOf(node.target, scope, state);
  if (items === undefined || items === null) {
    if (state.missing === 'error') state.missingNames.add(name);
    else noteMissing(name, state);
    emit(state, node.skip);
    return;
  }
  if (!Array.isArray(items)) {
    state.failure = {
      code: 'not_a_list',
      message: `"${node.target.text}" (${node.origin.part}, paragraph ${node.origin.paragraph}) is repeated with {{#each}} but its value is not a list.`,
      name: node.target.text,
      ...node.origin,
    };
    return;
  }
  if (items.length === 0) {
    emit(state, node.skip);
    return;
  }
  state.iterations += items.length;
  if (state.iterations > state.maxIterations) {
    state.failure = {
      code: 'too_many_iterations',
      message: `The repeats of this document would make more than ${state.maxIterations} copies in all; the limit protects the service.`,
      limit: state.maxIterations,
    };
    return;
  }
  if (node.frame !== undefined) renderNodes(node.frame.open, scope, state);
  for (let index = 0; index < items.length; index++) {
    if (index > 0) {
      emit(state, node.between);
      state.copyDepth++;
    }
    const outerLists = state.restartedLists;
    if (node.restart) state.restartedLists = new Map();
    renderNodes(node.body, itemScope(scope, items[index], index, items.length), state);
    state.restartedLists = outerLists;
    if (index > 0) state.copyDepth--;
    if (state.failure !== undefined) return;
    if (state.writtenBefore + state.out.length > state.maxBytes) {
      state.failure = { code: 'output_too_large', message: `The document would be larger than ${state.maxBytes} bytes.`, limit: state.maxBytes };
      return;
    }
  }
  if (node.frame !== undefined) renderNodes(node.frame.close, scope, state);
};

const renderSnippet = (node: SnippetNode, state: RenderState): void => {
  state.failure = {
    code: 'snippet_unavailable',
    message: `The snippet "${node.name}" (${node.origin.part}, paragraph ${node.origin.paragraph}) cannot be inserted: snippets are not available yet.`,
    name: node.name,
    ...node.origin,
  };
};
