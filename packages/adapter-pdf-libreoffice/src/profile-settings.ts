/**
 * Configuration added to every worker's profile (user/registrymodifications.xcu), so that
 * LibreOffice never reaches outside the document it converts (ADR 0014):
 * - BlockUntrustedRefererLinks: no linked image or other resource is loaded for a document outside the
 *   trusted locations (there are none), whether http(s), file or smb;
 * - Writer link update mode 0 (never): linked sections, INCLUDETEXT and DDE links are not refreshed on load;
 * - macro security "very high" and no plug-ins: no document macro runs (the worker's own macro lives in
 *   the profile, which LibreOffice always trusts);
 * - no lock files next to the documents.
 */
const items: ReadonlyArray<readonly [path: string, name: string, value: string]> = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'ExecutePlugins', 'false'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '0'],
  ['/org.openoffice.Office.Common/Misc', 'UseLocking', 'false'],
];

/** The settings as registry items, for registrymodifications.xcu. */
export const registryItems = items
  .map(([path, name, value]) => `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`)
  .join('\n');
