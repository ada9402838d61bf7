import { findElements } from './read-xml-attributes';

/** What [Content_Types].xml says: defaults by extension (lower case) and overrides by part name. */
export interface ContentTypes {
  /** Extension without the dot, lower case -> content type. */
  readonly defaults: ReadonlyMap<string, string>;
  /** Part name as a zip entry name (no leading slash), lower case -> content type. */
  readonly overrides: ReadonlyMap<string, string>;
}

export const parseContentTypes = (xml: string): ContentTypes => ({
  defaults: new Map(
    findElements(xml, 'Default').map((attributes) => [(attributes.get('Extension') ?? '').toLowerCase(), attributes.get('ContentType') ?? '']),
  ),
  overrides: new Map(
    findElements(xml, 'Override').map((attributes) => [
      (attributes.get('PartName') ?? '').replace(/^\//, '').toLowerCase(),
      attributes.get('ContentType') ?? '',
    ]),
  ),
});

/** The content type of a part: its override, else the default for its extension. */
export const contentTypeOf = (contentTypes: ContentTypes, partName: string): string | undefined => {
  const lower = partName.replace(/^\//, '').toLowerCase();
  const override = contentTypes.overrides.get(lower);
  if (override !== undefined) return override;
  const dot = lower.lastIndexOf('.');
  return dot === -1 || dot < lower.lastIndexOf('/') ? undefined : contentTypes.defaults.get(lower.slice(dot + 1));
};
