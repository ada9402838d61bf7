import type { DocxPackage } from '../package/docx-package';
import type { DocxChange } from '../package/write-docx';

/*
 * `updateFields`: the document's settings ask Word to refresh its fields (table of contents,
 * page references) when it opens (`<w:updateFields w:val="true"/>`). The element goes where the
 * schema's order puts it: before the first of the settings that follow it, else at the end.
 */

const SETTINGS_TYPE_SUFFIX = '/relationships/settings';
const FOLLOWING =
  /<(?:w|m|sl):(?:hdrShapeDefaults|footnotePr|endnotePr|compat|docVars|rsids|mathPr|attachedSchema|themeFontLang|clrSchemeMapping|doNotIncludeSubdocsInStats|doNotAutoCompressPictures|forceUpgrade|captions|readModeInkLockDown|smartTagType|schemaLibrary|shapeDefaults|doNotEmbedSmartTags|decimalSymbol|listSeparator)[\s>/]/;
const UPDATE_FIELDS = '<w:updateFields w:val="true"/>';

/** The settings XML asking for fields to be refreshed on open. */
export const withUpdateFields = (settings: string): string => {
  if (/<w:updateFields[\s>/]/.test(settings)) return settings.replace(/<w:updateFields\b[^>]*?\/>|<w:updateFields\b[^>]*>[\s\S]*?<\/w:updateFields>/, UPDATE_FIELDS);
  const following = FOLLOWING.exec(settings);
  const at = following?.index ?? settings.lastIndexOf('</w:settings>');
  if (at === -1) return settings;
  return settings.slice(0, at) + UPDATE_FIELDS + settings.slice(at);
};

/** Adds the change to the document's settings part (a document without one is left as it is). */
export const askToUpdateFields = (pkg: DocxPackage, changes: Map<string, DocxChange>): void => {
  const part = pkg.relationships(pkg.mainDocumentPart).find((relationship) => relationship.type.endsWith(SETTINGS_TYPE_SUFFIX))?.targetPart;
  if (part === undefined || !pkg.has(part)) return;
  const changed = changes.get(part);
  const settings = typeof changed === 'string' ? changed : pkg.text(part);
  changes.set(part, withUpdateFields(settings));
};
