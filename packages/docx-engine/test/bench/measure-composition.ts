/*
 * npx tsx packages/docx-engine/test/bench/measure-composition.ts [--iterations=300]
 *
 * Measures snippet composition and merged packets, steady state, side by side in one run:
 * - a one-page agreement inserting 20 snippets (5 distinct ones, each with its own styles, a
 *   numbered list, a picture, a hyperlink and a footnote), given compiled (as the service caches
 *   them) and as bytes (compiled once per render);
 * - the same agreement with the snippets' content typed in (no snippets): what the insertions cost;
 * - the floor for that output: its parts deflated with node's zlib;
 * - merging three rendered documents.
 * Prints the median and p95 per operation, in milliseconds.
 */
import { deflateRawSync } from 'node:zlib';
import { openDocx } from '../../src/package/open-docx';
import { renderTemplate } from '../../src/render/render-template';
import { mergeDocuments } from '../../src/compose/merge-documents';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { richSnippetDocx, templateDocx } from '../compose/support/composition-docs';
import { renderedPacket } from '../compose/support/packet-docs';
import { compiled, iterationsArgument, measurer } from './support/measure';

const iterations = iterationsArgument(300);
const measure = measurer(iterations, 50);

const SNIPPETS = ['Confidentiality', 'Term', 'Payment', 'Notices', 'Governing Law'];
const data = { client: 'Acme Holdings', parties: [{ name: 'Ann' }, { name: 'Bob' }] };
const body = Array.from({ length: 20 }, (_, index) => paragraphXml(`Clause ${index + 1} for {{client}}.`) + paragraphXml(`{{> ${SNIPPETS[index % SNIPPETS.length] ?? ''}}}`)).join('');
const template = compiled(templateDocx(body));
const snippetBytes = new Map(SNIPPETS.map((name) => [name, richSnippetDocx()]));
const snippetCompiled = new Map([...snippetBytes].map(([name, bytes]) => [name, compiled(bytes)]));

const rendered = renderTemplate(template, data, { resolveSnippet: (name) => snippetCompiled.get(name) });
if (!rendered.ok) throw new Error(rendered.error.message);
// The same content with the snippets typed in, tags and all: rendered with `missing: keep` and no data.
const typedIn = renderTemplate(template, {}, { resolveSnippet: (name) => snippetCompiled.get(name), missing: 'keep' });
if (!typedIn.ok) throw new Error(typedIn.error.message);
const expanded = compiled(typedIn.value.bytes);
const output = openDocx(rendered.value.bytes);
if (!output.ok) throw new Error('refused');
const changedParts = ['word/document.xml', 'word/styles.xml', 'word/numbering.xml', 'word/footnotes.xml', 'word/_rels/document.xml.rels', '[Content_Types].xml'].map((name) => output.value.text(name));
const packet = renderedPacket({ client: 'Acme' });

console.log(`# Composition, ${iterations} iterations (node ${process.version})\n`);
console.log(`- agreement: ${rendered.value.bytes.length} bytes out, 20 insertions of 5 snippets (${snippetBytes.get('Term')?.length ?? 0} bytes each)\n`);
console.log('| operation | median ms | p95 ms |\n|---|---|---|');
measure('open 3 rendered documents (part of merging)', () => {
  for (const bytes of packet) openDocx(bytes);
});
measure('render, 20 snippets given compiled', () => {
  renderTemplate(template, data, { resolveSnippet: (name) => snippetCompiled.get(name) });
});
measure('render, 20 snippets given as bytes', () => {
  renderTemplate(template, data, { resolveSnippet: (name) => snippetBytes.get(name) });
});
measure('render, the same content typed in', () => {
  renderTemplate(expanded, data);
});
measure('floor: deflate the changed parts', () => {
  for (const xml of changedParts) deflateRawSync(Buffer.from(xml, 'utf8'));
});
measure('merge 3 rendered documents', () => {
  mergeDocuments(packet);
});
