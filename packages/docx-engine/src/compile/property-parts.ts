/**
 * The document properties where tags work (docs/template-language.md#document-properties), by the package relationship that finds
 * their part: each named element's text is read as one plain-text paragraph (no runs). Elements
 * are matched by local name (`dc:title` and `title` alike). Dates, numbers and the lists an
 * application keeps (`TitlesOfParts`) are left alone: a tag there would break the value.
 */
export const PROPERTY_PARTS: readonly { readonly relationshipType: string; readonly elements: ReadonlySet<string> }[] = [
  {
    relationshipType: '/metadata/core-properties',
    elements: new Set(['title', 'subject', 'creator', 'keywords', 'description', 'category', 'lastModifiedBy', 'contentStatus', 'identifier', 'language', 'version']),
  },
  { relationshipType: '/extended-properties', elements: new Set(['Company', 'Manager', 'HyperlinkBase']) },
  // A custom property's text value: `<property name="Matter"><vt:lpwstr>{{matter_number}}</vt:lpwstr></property>`.
  { relationshipType: '/custom-properties', elements: new Set(['lpwstr', 'lpstr', 'bstr']) },
];

