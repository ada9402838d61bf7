import { isMissing } from '../filters/is-missing';
import type { DataScope } from '../render/data-scope';
import { noteMissing } from '../render/render-field';
import type { RenderState } from '../render/render-state';
import { resolveName } from '../render/resolve-name';
import { attributeText } from './drawing-xml';
import type { PictureSlotNode } from '../program/program';
import type { Extent, PictureSlotSite } from '../program/picture-frame';
import { fitInto } from './picture-size';
import { naturalExtent, storedPicture, type StoredPicture } from './place-picture';

/** A drawing id: the template's in the first copy of a repeat, a fresh one in the others. */
const drawingId = (original: string, state: RenderState): string => (state.copyDepth === 0 ? original : String(++state.nextId.drawing));

const filled = (site: PictureSlotSite, stored: StoredPicture, extent: Extent, frame: Extent, state: RenderState): string => {
  switch (site.kind) {
    case 'cx':
      return String(extent.cx);
    case 'cy':
      return String(extent.cy);
    case 'id':
      return drawingId(site.original, state);
    case 'altText':
      return attributeText(stored.altText ?? '');
    case 'embed':
      return stored.relationshipId;
    case 'dropped':
      return '';
    case 'offsetH':
      return String(site.offset + Math.round((frame.cx - extent.cx) / 2));
    case 'offsetV':
      return String(site.offset + Math.round((frame.cy - extent.cy) / 2));
  }
};

const write = (node: PictureSlotNode, value: (site: PictureSlotSite) => string, state: RenderState): void => {
  let xml = node.pieces[0] ?? '';
  for (const [index, site] of node.sites.entries()) xml += value(site) + (node.pieces[index + 1] ?? '');
  state.out.appendText(xml);
};

/**
 * A placeholder picture (docs/template-language.md#pictures): replaced by the picture its name gives, fitted to the frame
 * with its aspect kept and centred in it, the frame's position and wrapping kept. Without a value
 * the placeholder goes (`blank`) or stays as it is (`highlight`, `keep`: the template's picture
 * shows the gap); a value that is no picture leaves nothing, with a warning.
 */
export const renderPictureSlot = (node: PictureSlotNode, scope: DataScope, state: RenderState): void => {
  const { value, alias } = resolveName(node.name, scope, state);
  if (isMissing(value)) {
    const shownName = alias?.name ?? node.name.text;
    switch (state.missing) {
      case 'blank':
        noteMissing(shownName, state);
        return;
      case 'error':
        state.missingNames.add(shownName);
        return;
      case 'highlight':
      case 'keep':
        write(node, (site) => (site.kind === 'id' ? drawingId(site.original, state) : site.original), state);
        return;
    }
  }
  const stored = storedPicture(value, node.name.text, node.origin.part, state);
  if (stored === undefined) return;
  const extent = fitInto(naturalExtent(stored.picture), node.frame, true);
  write(node, (site) => filled(site, stored, extent, node.frame, state), state);
};
