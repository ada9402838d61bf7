import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { useHarness } from '../../../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { SYSTEM_PYTHON } from '@quire/testing/python-reads';

const run = promisify(execFile);
const READ = String.raw`
import json, sys
from docx import Document
document = Document(sys.argv[1])
print(json.dumps([{'text': p.text, 'style': p.style.name} for p in document.paragraphs]))
`;

const readWithPythonDocx = async (bytes: Uint8Array): Promise<ReadonlyArray<{ text: string; style: string }>> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-http-'));
  try {
    const file = path.join(dir, 'snippet.docx');
    await writeFile(file, bytes);
    const { stdout } = await run(SYSTEM_PYTHON, ['-c', READ, file], { encoding: 'utf8' });
    return JSON.parse(stdout) as ReadonlyArray<{ text: string; style: string }>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

describe('a snippet created from text (POST /Snippets with JSON)', () => {
  const h = useHarness();

  it('downloads as a real .docx that python-docx reads, one Normal paragraph per line', async () => {
    const me = await h.member();
    const created = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Clause 7 – Café', text: 'First line for {{client_name}}.\nSecond & last <line>.' } });
    expect(created.status).toBe(201);
    const download = await h.request('GET', `/v1/Snippets/${created.json().id}/Download`, { key: me.secret });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Clause 7 _ Cafe.docx"; filename*=UTF-8''Clause%207%20%E2%80%93%20Caf%C3%A9.docx`);
    expect(await readWithPythonDocx(download.bytes)).toEqual([
      { text: 'First line for {{client_name}}.', style: 'Normal' },
      { text: 'Second & last <line>.', style: 'Normal' },
    ]);
  });

  it('is usable in a template: a template inserting it by name sees it as a known snippet', async () => {
    const me = await h.member();
    expect((await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Greeting', text: 'Dear {{client_name}},' } })).status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([paragraphsDocx('{{> Greeting}}', 'Body.')]), 'letter.docx');
    const template = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: form });
    expect(template.status).toBe(201);
    expect(template.json().analysis.snippets).toEqual([{ name: 'Greeting', snippet: 'Greeting', occurrences: 1 }]);
  });
});
