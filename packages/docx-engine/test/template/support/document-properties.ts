/** docProps parts as Word writes them, to put tags in document properties (docs/template-language.md#document-properties). */
import { escapeXml } from '@quire/testing/docx/wordml';
import type { MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

export interface CoreProperties {
  readonly title?: string;
  readonly subject?: string;
  readonly creator?: string;
  readonly keywords?: string;
  readonly description?: string;
  readonly category?: string;
  readonly lastModifiedBy?: string;
}

const element = (name: string, value: string | undefined): string => (value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`);

/** docProps/core.xml with the given properties (and Word's dates and revision). */
export const coreXml = (properties: CoreProperties): string =>
  `${DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
  element('dc:title', properties.title) +
  element('dc:subject', properties.subject) +
  element('dc:creator', properties.creator) +
  element('cp:keywords', properties.keywords) +
  element('dc:description', properties.description) +
  element('cp:lastModifiedBy', properties.lastModifiedBy) +
  '<cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T00:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2026-01-02T00:00:00Z</dcterms:modified>' +
  element('cp:category', properties.category) +
  '</cp:coreProperties>';

/** docProps/app.xml with a company and a manager (and what Word keeps beside them). */
export const appXml = (company: string, manager: string): string =>
  `${DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
  `<Template>Normal.dotm</Template><TotalTime>1</TotalTime><Pages>1</Pages><Words>2</Words><Application>Microsoft Office Word</Application><DocSecurity>0</DocSecurity>` +
  `<TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>{{not a property}}</vt:lpstr></vt:vector></TitlesOfParts>` +
  `<Manager>${escapeXml(manager)}</Manager><Company>${escapeXml(company)}</Company><AppVersion>16.0000</AppVersion></Properties>`;

/** docProps/custom.xml: text properties, and a number left as it is. */
export const customXml = (properties: Readonly<Record<string, string>>, number = 7): string =>
  `${DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
  Object.entries(properties)
    .map(([name, value], index) => `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="${index + 2}" name="${escapeXml(name)}"><vt:lpwstr>${escapeXml(value)}</vt:lpwstr></property>`)
    .join('') +
  `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="${Object.keys(properties).length + 2}" name="Count"><vt:i4>${number}</vt:i4></property></Properties>`;

/** Extras for minimalDocx: all three property parts, custom.xml related and typed as Word does. */
export const propertyExtras = (core: CoreProperties, app: { company: string; manager: string }, custom: Readonly<Record<string, string>>): MinimalDocxExtras => ({
  parts: { 'docProps/core.xml': coreXml(core), 'docProps/app.xml': appXml(app.company, app.manager), 'docProps/custom.xml': customXml(custom) },
  packageRelationships: [{ id: 'rId4', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties', target: 'docProps/custom.xml' }],
  contentTypeOverrides: { 'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml' },
});
