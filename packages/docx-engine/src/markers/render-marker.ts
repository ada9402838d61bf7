import { isMissing } from '../filters/is-missing';
import type { DataScope } from '../render/data-scope';
import type { IfNode, MarkerNode, ProgramNode } from '../program/program';
import { holds } from '../render/render-conditions';
import { emit, referenceOf, type RenderState } from '../render/render-state';
import { resolveName } from '../render/resolve-name';
import type { ConditionSyntax } from '../tags/tag-syntax';
import type { VocabularyRule } from '../vocabulary/vocabulary';

type RenderNodes = (nodes: readonly ProgramNode[], scope: DataScope, state: RenderState) => void;

/** The rule a marker's name stands for; a bookmark's underscores may stand for the rule name's spaces. */
const ruleOf = (node: MarkerNode, state: RenderState): VocabularyRule | undefined =>
  state.vocabulary.ruleOf(node.name.key) ?? (node.name.text.includes('_') ? state.vocabulary.ruleOf(state.vocabulary.nameKey(node.name.text.replace(/_/g, ' '))) : undefined);

/**
 * Writes a content control, bookmark or MERGEFIELD in the form its Tag/Title/name asks for. A bare
 * name is decided here, with this render's vocabulary: a condition rule keeps or drops the content,
 * a repeat rule repeats it, an alias (or a data key, for a content control) fills it as a field;
 * anything else leaves the marker as it is. `keepContentControls` keeps the control around what
 * it renders.
 */
export const renderMarker = (node: MarkerNode, scope: DataScope, state: RenderState, render: RenderNodes): void => {
  const keep = state.keepContentControls === true;
  switch (node.intent) {
    case 'field':
      renderField(node, keep, scope, state, render);
      return;
    case 'if':
      renderIf(node, node.asIf?.branches[0]?.condition, keep, scope, state, render);
      return;
    case 'each':
      renderEach(node, undefined, keep, scope, state, render);
      return;
    case 'snippet':
      renderAround(keep ? node.filledOpen : undefined, node.asSnippet, keep ? node.close : undefined, scope, state, render);
      return;
    case 'unwrap':
      if (keep) renderAround(node.filledOpen, node.body, node.close, scope, state, render);
      else render(node.body, scope, state);
      return;
    case 'auto':
      break;
  }
  const rule = ruleOf(node, state);
  if (rule !== undefined) {
    const renamed = state.vocabulary.nameKey(rule.name) === node.name.key ? undefined : referenceOf(rule.name, state);
    if (rule.kind === 'condition') renderIf(node, renamed === undefined ? node.asIf?.branches[0]?.condition : { kind: 'name', name: renamed }, keep, scope, state, render);
    else renderEach(node, renamed, keep, scope, state, render);
    return;
  }
  const known = node.source !== 'bookmark' && (state.vocabulary.aliasOf(node.name.key) !== undefined || resolveName(node.name, scope, state).value !== undefined);
  if (known) renderField(node, keep, scope, state, render);
  else renderAsIs(node, scope, state, render);
};

const renderAround = (
  open: readonly ProgramNode[] | undefined,
  nodes: readonly ProgramNode[],
  close: readonly ProgramNode[] | undefined,
  scope: DataScope,
  state: RenderState,
  render: RenderNodes,
): void => {
  if (open !== undefined) render(open, scope, state);
  render(nodes, scope, state);
  if (close !== undefined && state.failure === undefined) render(close, scope, state);
};

const renderAsIs = (node: MarkerNode, scope: DataScope, state: RenderState, render: RenderNodes): void => renderAround(node.open, node.body, node.close, scope, state, render);

/** A field; with `missing: 'keep'`, a marker without a value stays as written (a MERGEFIELD stays a field, a control shows its placeholder). */
const renderField = (node: MarkerNode, keep: boolean, scope: DataScope, state: RenderState, render: RenderNodes): void => {
  if (node.asField.length === 0) renderAsIs(node, scope, state, render);
  else if (state.missing === 'keep' && (node.source === 'mergeField' || node.field.filters.length === 0) && isMissing(resolveName(node.name, scope, state).value)) renderAsIs(node, scope, state, render);
  else renderAround(keep ? node.filledOpen : undefined, node.asField, keep ? node.close : undefined, scope, state, render);
};

const renderIf = (node: MarkerNode, condition: ConditionSyntax | undefined, keep: boolean, scope: DataScope, state: RenderState, render: RenderNodes): void => {
  const form: IfNode | undefined = node.asIf;
  if (form === undefined || condition === undefined) {
    renderAsIs(node, scope, state, render);
    return;
  }
  if (!holds(condition, scope, state)) emit(state, form.skip);
  else if (keep) renderAsIs(node, scope, state, render);
  else render(node.body, scope, state);
};

const renderEach = (node: MarkerNode, renamed: MarkerNode['name'] | undefined, keep: boolean, scope: DataScope, state: RenderState, render: RenderNodes): void => {
  const form = (keep ? node.asKeptEach : undefined) ?? node.asEach;
  if (form === undefined) renderAsIs(node, scope, state, render);
  else render([renamed === undefined ? form : { ...form, target: renamed }], scope, state);
};
