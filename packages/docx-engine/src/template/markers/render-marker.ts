import { isMissing } from '../../filters/is-missing';
import type { DataScope } from '../data-scope';
import type { ProgramNode } from '../program';
import { referenceOf, type RenderState } from '../render-state';
import { resolveName } from '../resolve-name';
import type { VocabularyRule } from '../vocabulary';
import type { MarkerNode } from './marker-node';

type RenderNodes = (nodes: readonly ProgramNode[], scope: DataScope, state: RenderState) => void;

/** The rule a marker's name stands for; a bookmark's underscores may stand for the rule name's spaces. */
const ruleOf = (node: MarkerNode, state: RenderState): VocabularyRule | undefined =>
  state.vocabulary.ruleOf(node.name.key) ?? (node.name.key.includes('_') ? state.vocabulary.ruleOf(node.name.key.replace(/_/g, ' ')) : undefined);

/**
 * Writes a content control, bookmark or MERGEFIELD in the form its Tag/Title/name asks for. A bare
 * name is decided here, with this render's vocabulary: a condition rule keeps or drops the content,
 * a repeat rule repeats it, an alias (or a data key, for a content control) fills it as a field;
 * anything else leaves the marker as it is.
 */
export const renderMarker = (node: MarkerNode, scope: DataScope, state: RenderState, renderNodes: RenderNodes): void => {
  const keep = state.keepContentControls === true;
  switch (node.intent) {
    case 'field':
      renderField(node, keep, scope, state, renderNodes);
      return;
    case 'if':
      renderNodes(ifForm(node, keep), scope, state);
      return;
    case 'each':
      renderNodes(eachForm(node, keep), scope, state);
      return;
    case 'snippet':
      renderNodes(keep ? node.asKeptSnippet : node.asSnippet, scope, state);
      return;
    case 'unwrap':
      renderNodes(keep ? node.asIs : (node.asIf?.branches[0]?.body ?? node.asIs), scope, state);
      return;
    case 'auto':
      break;
  }
  const rule = ruleOf(node, state);
  if (rule !== undefined) {
    const named = rule.name.toLowerCase() === node.name.key;
    if (rule.kind === 'condition') {
      const form = keep ? node.asKeptIf : node.asIf;
      const branch = form?.branches[0];
      if (form === undefined || branch === undefined) renderNodes(node.asIs, scope, state);
      else renderNodes([named ? form : { ...form, branches: [{ ...branch, condition: { kind: 'name', name: referenceOf(rule.name, state) } }] }], scope, state);
    } else {
      const form = keep ? node.asKeptEach : node.asEach;
      if (form === undefined) renderNodes(node.asIs, scope, state);
      else renderNodes([named ? form : { ...form, target: referenceOf(rule.name, state) }], scope, state);
    }
    return;
  }
  const known = node.source !== 'bookmark' && (state.vocabulary.aliasOf(node.name.key) !== undefined || resolveName(node.name, scope, state.vocabulary).value !== undefined);
  if (known) renderField(node, keep, scope, state, renderNodes);
  else renderNodes(node.asIs, scope, state);
};

/** A field; with `missing: 'keep'`, a marker without a value stays as written (a MERGEFIELD stays a field, a control shows its placeholder). */
const renderField = (node: MarkerNode, keep: boolean, scope: DataScope, state: RenderState, renderNodes: RenderNodes): void => {
  if (state.missing === 'keep' && (node.source === 'mergeField' || node.field.filters.length === 0) && isMissing(resolveName(node.name, scope, state.vocabulary).value)) renderNodes(node.asIs, scope, state);
  else renderNodes(keep ? node.asKeptField : node.asField, scope, state);
};

const ifForm = (node: MarkerNode, keep: boolean): readonly ProgramNode[] => {
  const form = keep ? node.asKeptIf : node.asIf;
  return form === undefined ? node.asIs : [form];
};

const eachForm = (node: MarkerNode, keep: boolean): readonly ProgramNode[] => {
  const form = keep ? node.asKeptEach : node.asEach;
  return form === undefined ? node.asIs : [form];
};
