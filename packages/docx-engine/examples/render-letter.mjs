// Renders letter.docx with letter.json and prints the result's text:
//   node examples/render-letter.mjs [TEMPLATE.docx] [DATA.json] [OUT.docx]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileTemplate, renderTemplate, docxText } from '@quire/docx-engine';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const [templatePath = here('letter.docx'), dataPath = here('letter.json'), outPath] = process.argv.slice(2);

const compiled = compileTemplate(readFileSync(templatePath));
if (!compiled.ok) throw new Error(`not a template: ${compiled.error.message}`);
const errors = compiled.value.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
if (errors.length > 0) throw new Error(errors.map((diagnostic) => diagnostic.message).join('\n'));

const rendered = renderTemplate(compiled.value, JSON.parse(readFileSync(dataPath, 'utf8')), { locale: 'en-US' });
if (!rendered.ok) throw new Error(`render failed: ${rendered.error.message}`);
for (const warning of rendered.value.warnings) console.warn(`warning: ${warning.message}`);
if (outPath !== undefined) writeFileSync(outPath, rendered.value.bytes);

const text = docxText(rendered.value.bytes);
if (!text.ok) throw new Error(text.error.message);
console.log(text.value);
