import { calculate } from '@quire/expressions';
import type { Value } from '@quire/expressions';
import { referencedNamesOfValue } from '@quire/expressions';
import { applyFilter } from '../filters/apply-filter';
import type { FilterContext } from '../filters/filter-context';
import { formatValue } from '../filters/format-value';
import { isMissing } from '../filters/is-missing';
import { calculationContext, typeIn } from './calculation-scope';
import { missingInputsOf } from './computed-aliases';
import { rootOf, type DataScope } from './data-scope';
import type { FieldNode } from '../program/program';
import { emit, referenceOf, type RenderState, warnOnce } from './render-state';
import { lookupIn, resolveName } from './resolve-name';
import { plainTextXml, runTextXml } from './value-xml';
import type { VocabularyAlias } from '../vocabulary/vocabulary';
import { isStyledValue } from '../rich-text/styled-value';
import { renderStyled } from '../rich-text/render-styled';
import { PictureRequest } from '../pictures/picture-request';
import { notePictureLeftOut, placePicture } from '../pictures/place-picture';

const contextOf = (alias: VocabularyAlias | undefined, state: RenderState): FilterContext => {
  let context = state.contexts.get(alias);
  if (context === undefined) {
    const base = { locale: state.locale, timeZone: state.timeZone };
    context = alias === undefined ? base : { ...base, type: alias.type, ...(alias.format === undefined ? {} : { format: alias.format }) };
    state.contexts.set(alias, context);
  }
  return context;
};

/** How a calculated date is shown: as a date alias without a format (the locale's long date). */
const CALCULATED_DATE: VocabularyAlias = { name: '', type: 'date', synonyms: [] };

/** Writes a field's value: resolved or calculated, filtered, formatted and escaped, or what `missing` asks for. */
export const renderField = (node: FieldNode, scope: DataScope, state: RenderState): void => {
  // The field's value and the alias it reads. A calculation is worked out, unless its whole text
  // is an alias, a synonym or a data key (`Mr/Mrs` is a name, not a division). Kept in locals,
  // not an object: this runs for every field of every render.
  const named = resolveName(node.name, scope, state);
  let value: unknown = named.value;
  let alias: VocabularyAlias | undefined = named.alias;
  let calculated = false;
  if (node.calculation !== undefined && alias === undefined && value === undefined) {
    const result = calculate(node.calculation, lookupIn(scope, state), typeIn(state), calculationContext(state));
    value = result.value;
    alias = result.type === 'date' ? CALCULATED_DATE : undefined;
    calculated = true;
  }
  if (node.filters.length === 0 && isMissing(value)) {
    if (calculated && node.calculation !== undefined) renderMissingCalculation(node, node.calculation, scope, state);
    else renderMissing(node, alias, scope, state);
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
  if (node.picture !== undefined && current instanceof PictureRequest) {
    placePicture(node, current, state);
    return;
  }
  // A picture alias's value is no text: written out it would be kilobytes of base64.
  if (alias?.type === 'picture' && !(current instanceof PictureRequest) && !isMissing(current)) {
    notePictureLeftOut(state, node.name.text, 'picture_misplaced', `a picture is placed with the image filter: write {{${node.name.text} | image}}.`);
    return;
  }
  if (isMissing(current)) {
    if (calculated && node.calculation !== undefined) renderMissingCalculation(node, node.calculation, scope, state);
    else renderMissing(node, alias, scope, state);
    return;
  }
  if (isStyledValue(current)) {
    renderStyled(node, current, state);
    return;
  }
  if (typeof current === 'object' && current !== null && !Array.isArray(current) && !(current instanceof Date)) noteObjectValue(node, state);
  // A filter's result is no longer the alias's raw value: the alias's type and format do not apply to it.
  const text = formatValue(current, node.filters.length === 0 ? context : contextOf(undefined, state));
  emit(state, node.context === 'run' ? runTextXml(text) : plainTextXml(text));
};

const renderMissing = (node: FieldNode, alias: VocabularyAlias | undefined, scope: DataScope, state: RenderState): void => {
  const shownName = alias?.name ?? node.name.text;
  switch (state.missing) {
    case 'blank':
      noteMissing(shownName, state);
      // In place of its paragraph: the paragraph stays, empty, where it must (a section break, the end of a cell).
      if (node.styled?.placement === 'paragraph' && (node.styled.keepsSectionBreak || node.styled.endsContainer)) emit(state, node.styled.emptied);
      return;
    case 'highlight':
      emit(state, node.highlightOpen + plainTextXml(`[${shownName}]`) + node.highlightClose);
      return;
    case 'keep':
      emit(state, node.keptXml);
      return;
    case 'error':
      // A computed alias is never answered: what is missing is what its formula reads.
      if (alias?.formula === undefined) state.missingNames.add(shownName);
      else for (const name of missingInputsOf(alias, lookupIn(rootOf(scope), state), state)) state.missingNames.add(name);
      return;
  }
};

/**
 * A calculation without a value has been warned about (why it has none); `highlight` and `keep`
 * show it as for a name, and `error` lists the names it reads that have no value.
 */
const renderMissingCalculation = (node: FieldNode, calculation: Value, scope: DataScope, state: RenderState): void => {
  if (state.missing === 'blank') return;
  if (state.missing !== 'error') {
    renderMissing(node, undefined, scope, state);
    return;
  }
  const lookup = lookupIn(scope, state);
  for (const name of referencedNamesOfValue(calculation)) {
    if (isMissing(lookup(name))) state.missingNames.add(state.vocabulary.aliasOf(referenceOf(name, state).key)?.name ?? name);
  }
};

/** A warning, once per name, that a value was left blank. */
export const noteMissing = (name: string, state: RenderState): void => {
  warnOnce(state, name, { code: 'missing_value', name, message: `"${name}" has no value; it was left blank.` });
};

const noteObjectValue = (node: FieldNode, state: RenderState): void => {
  warnOnce(state, `object:${node.name.text}`, {
    code: 'object_value',
    name: node.name.text,
    message: `"${node.name.text}" is a group of fields, not a value; it was left blank. Name one of its fields (${node.name.text}.field), or use {{#each}}.`,
  });
};
