import { itemScope, type DataScope } from './data-scope';
import { isStaticXml, type EachNode, type FreshIdNode, type IfNode, type ProgramNode, type SnippetNode, type TableNode } from '../program/program';
import { holds, itemsOf } from './render-conditions';
import { noteMissing, renderField } from './render-field';
import { emit, type RenderState } from './render-state';
import { renderMarker } from '../markers/render-marker';
import { ColumnTableRender } from './column-table-render';
import { renderColumnSite, rewriteColumns } from './render-columns';
import { renderPictureSlot } from '../pictures/render-picture-slot';

/** Appends the XML of a program's nodes, read with `scope`, to the render's output. */
export const renderNodes = (nodes: readonly ProgramNode[], scope: DataScope, state: RenderState): void => {
  for (const node of nodes) {
    if (isStaticXml(node)) {
      state.out.appendBytes(node);
      continue;
    }
    if (state.inSnippet === 0 && 'origin' in node) state.at = node.origin;
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
      case 'table':
        renderTable(node, scope, state);
        break;
      case 'columnSite':
        renderColumnSite(node, state);
        break;
      case 'snippet':
        if (state.snippets === undefined) renderSnippet(node, state);
        else {
          // What the snippet's content warns about is said at the snippet's tag in the template.
          if (state.inSnippet === 0) state.at = { ...node.origin, snippet: node.name };
          state.inSnippet++;
          try {
            state.snippets.insert(node, scope, state);
          } finally {
            state.inSnippet--;
          }
        }
        break;
      case 'firstCopyOnly':
        if (state.copyDepth === 0) emit(state, node.xml);
        break;
      case 'freshId':
        emit(state, state.copyDepth === 0 ? node.original : freshId(node, state));
        break;
      case 'numbering':
        emit(state, node.before + restartedNumId(node.numId, state) + node.after);
        break;
      case 'marker':
        renderMarker(node, scope, state, renderNodes);
        break;
      case 'pictureSlot':
        renderPictureSlot(node, scope, state);
        break;
    }
    if (state.failure !== undefined) return;
  }
};

/** A fresh id for a copy; a shape number is the same wherever it occurs in one copy (a shape's ids name each other). */
const freshId = (node: FreshIdNode, state: RenderState): string => {
  if (node.family !== 'shape') return String(++state.nextId[node.family]);
  state.shapeIds ??= new Map();
  let fresh = state.shapeIds.get(node.original);
  if (fresh === undefined) {
    fresh = String(++state.nextId.shape);
    state.shapeIds.set(node.original, fresh);
  }
  return fresh;
};

/** The numbering instance of this item for a list: made on first use, starting again at each level's start. */
const restartedNumId = (numId: string, state: RenderState): string => {
  const inSnippet = state.snippets?.restartedNumId(numId, state);
  if (inSnippet !== undefined) return inSnippet;
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

const renderIf = (node: IfNode, scope: DataScope, state: RenderState): void => {
  for (const branch of node.branches) {
    if (branch.condition !== undefined && !holds(branch.condition, scope, state)) continue;
    emit(state, branch.enter);
    renderNodes(branch.body, scope, state);
    emit(state, branch.exit);
    return;
  }
  emit(state, node.skip);
};

const renderEach = (node: EachNode, scope: DataScope, state: RenderState): void => {
  const { items, name } = itemsOf(node.target, scope, state);
  const columns = node.across === true ? state.columnTable : undefined;
  columns?.repeat(node, Array.isArray(items) ? items.length : 0);
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
    if (columns !== undefined) {
      columns.copyIndex = index;
      columns.copyOf = items.length;
    }
    if (index > 0) {
      emit(state, node.between);
      state.copyDepth++;
    }
    const outerLists = state.restartedLists;
    const outerShapes = state.shapeIds;
    if (node.restart) state.restartedLists = new Map();
    state.shapeIds = undefined;
    renderNodes(node.body, itemScope(scope, items[index], index, items.length), state);
    state.restartedLists = outerLists;
    state.shapeIds = outerShapes;
    if (index > 0) state.copyDepth--;
    if (state.failure !== undefined) return;
    if (state.writtenBefore + state.out.length > state.maxBytes) {
      state.failure = { code: 'output_too_large', message: `The document would be larger than ${state.maxBytes} bytes.`, limit: state.maxBytes };
      return;
    }
  }
  if (columns !== undefined) columns.copyIndex = -1;
  if (node.frame !== undefined) renderNodes(node.frame.close, scope, state);
};

/**
 * A table written as a whole: when it may lose all its rows and writes none, neither is the
 * table (nor what its rows' render left, ids aside); with a column repeat, its grid and widths
 * are rewritten for the number of columns once its rows are written.
 */
const renderTable = (node: TableNode, scope: DataScope, state: RenderState): void => {
  const out = state.out;
  const { resets } = out;
  const start = out.length;
  const outerColumns = state.columnTable;
  const columns = node.columns === undefined ? undefined : new ColumnTableRender(node.columns);
  if (columns !== undefined) state.columnTable = columns;
  renderNodes(node.open, scope, state);
  const rowsStart = out.length;
  renderNodes(node.rows, scope, state);
  state.columnTable = outerColumns;
  if (state.failure !== undefined) return;
  // A snippet may have moved what was written (its own output is cut and rewritten): then it stays as written.
  const inPlace = state.out === out && out.resets === resets && out.length >= rowsStart;
  if (node.dropWhenEmpty && inPlace && out.isBlankFrom(rowsStart)) {
    out.truncate(start);
    return;
  }
  renderNodes(node.close, scope, state);
  if (columns !== undefined && inPlace) rewriteColumns(columns, out, start, state);
};

const renderSnippet = (node: SnippetNode, state: RenderState): void => {
  state.failure = {
    code: 'snippet_unavailable',
    reason: 'not_found',
    message: `The snippet "${node.name}" (${node.origin.part}, paragraph ${node.origin.paragraph}) cannot be inserted: no snippet library was given to this render.`,
    name: node.name,
    ...node.origin,
  };
};
