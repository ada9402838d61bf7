import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { registryItems } from './profile-settings';
import { workerMacro } from './worker-macro';

const xmlText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
const librariesDoctype = '<!DOCTYPE library:libraries PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "libraries.dtd">\n';
const libraryDoctype = '<!DOCTYPE library:library PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "library.dtd">\n';
const ns = 'xmlns:library="http://openoffice.org/2000/library" xmlns:xlink="http://www.w3.org/1999/xlink"';

const container = (file: 'script' | 'dialog'): string =>
  `${head}${librariesDoctype}<library:libraries ${ns}>\n` +
  ' <library:library library:name="Standard" library:link="false"/>\n' +
  ` <library:library library:name="Quire" xlink:href="$(USER)/basic/Quire/${file}.xlb/" xlink:type="simple" library:link="false"/>\n` +
  '</library:libraries>\n';

const library = (elements: string): string =>
  `${head}${libraryDoctype}<library:library xmlns:library="http://openoffice.org/2000/library" library:name="Quire" library:readonly="false" library:passwordprotected="false">${elements}</library:library>\n`;

const workerModule =
  `${head}<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">\n` +
  `<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Worker" script:language="StarBasic">${xmlText(workerMacro)}</script:module>\n`;

/** The URL of the worker's macro, to pass on soffice's command line. */
export const workerMacroUrl = 'macro:///Quire.Worker.Main';

/**
 * The URL that has a soffice convert `input` to `output` (file URLs) with its fields refreshed first;
 * `pdfVersion` is the export's `SelectPdfVersion` (0, 2 or 3), `tagged` its `UseTaggedPDF`.
 */
export const refreshedConversionUrl = (input: string, output: string, exportOptions: { readonly pdfVersion: 0 | 2 | 3; readonly tagged: boolean }): string =>
  `macro:///Quire.Worker.ConvertRefreshed("${input}","${output}","${exportOptions.pdfVersion}","${exportOptions.tagged ? '1' : '0'}")`;

/**
 * Makes a worker's profile in `profileDir`: a copy of the initialised profile `templateDir` (see
 * initialise-profile.ts), with the hardened configuration added to its registry and a Basic library
 * `Quire` holding the worker macro.
 */
export const writeWorkerProfile = async (templateDir: string, profileDir: string): Promise<void> => {
  await cp(templateDir, profileDir, { recursive: true });
  const user = path.join(profileDir, 'user');
  const basic = path.join(user, 'basic');
  const registry = path.join(user, 'registrymodifications.xcu');
  const existing = await readFile(registry, 'utf8');
  // Items that come later override earlier ones.
  await writeFile(registry, existing.replace('</oor:items>', `${registryItems}\n</oor:items>`), { mode: 0o600 });
  await mkdir(path.join(basic, 'Quire'), { recursive: true, mode: 0o700 });
  const files: ReadonlyArray<readonly [string, string]> = [
    [path.join(basic, 'script.xlc'), container('script')],
    [path.join(basic, 'dialog.xlc'), container('dialog')],
    [path.join(basic, 'Quire', 'script.xlb'), library('<library:element library:name="Worker"/>')],
    [path.join(basic, 'Quire', 'dialog.xlb'), library('')],
    [path.join(basic, 'Quire', 'Worker.xba'), workerModule],
  ];
  await Promise.all(files.map(([file, text]) => writeFile(file, text, { mode: 0o600 })));
};
