import { deflatedOnce } from '../compose/deflated-parts';
import { TargetPackage } from '../compose/target-package';
import type { DocxChange } from '../package/write-docx';
import type { RenderState } from './render-state';

/**
 * What this render adds to the output besides its parts' XML (a snippet's styles, lists, notes
 * and parts; styled text's styles, lists and hyperlinks): one TargetPackage per render, made on
 * first use, so ids and part names stay unique whoever adds them.
 */
export const targetOf = (state: RenderState): TargetPackage => {
  state.target ??= new TargetPackage(state.templatePackage, state.nextId, {
    next: (atLeast) => (state.nextNumId = Math.max(state.nextNumId + 1, atLeast)),
  });
  return state.target;
};

/**
 * Writes what was added into the render's changes. The parts written only for the additions
 * (styles, numbering, relationships, content types) are deflated once per template and what
 * was added (see deflatedOnce).
 */
export const finishTarget = (state: RenderState, changes: Map<string, DocxChange>): void => {
  if (state.target === undefined) return;
  for (const [name, key] of state.target.finish(changes)) {
    const xml = changes.get(name);
    if (typeof xml === 'string') changes.set(name, deflatedOnce(state.templatePackage, key, xml));
  }
};
