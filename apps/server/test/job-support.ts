import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { pythonReads } from '@quire/testing/python-reads';
import { setTimeout as sleep } from 'node:timers/promises';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type Api = { readonly url: string; readonly key: string };

export const jsonCall = async (api: Api, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> => {
  const response = await fetch(api.url + route, {
    method,
    headers: { authorization: `Bearer ${api.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const raw = await response.text();
  return { status: response.status, body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>), headers: response.headers };
};

/** The letter template of the batch tests and its aliases: a text, a number, a date, a boolean. */
export const setUpLetter = async (api: Api): Promise<string> => {
  for (const alias of [
    { name: 'client_name', type: 'text', synonyms: ['Client Name'] },
    { name: 'fee', type: 'number' },
    { name: 'due_date', type: 'date' },
    { name: 'member', type: 'boolean' },
  ]) {
    const created = await jsonCall(api, 'POST', '/v1/Aliases', alias);
    if (created.status !== 201) throw new Error(`alias ${alias.name}: ${created.status}`);
  }
  const template = docxFromText('Dear {{client_name}},\nYour fee is {{fee}}, due {{due_date}}.\n{{#if member}}Member{{else}}Guest{{/if}}');
  const uploaded = await fetch(`${api.url}/v1/FormTemplates?name=Letter`, { method: 'POST', headers: { authorization: `Bearer ${api.key}`, 'content-type': DOCX }, body: template });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  return ((await uploaded.json()) as { id: string }).id;
};

/** A CSV of `rows` letters; the rows in `bad` carry a cell their alias cannot read. Rows 10 and 11 share a client name. */
export const lettersCsv = (rows: number, bad: ReadonlyArray<number>): string => {
  const lines = ['Client Name,fee,due_date,member'];
  for (let row = 1; row <= rows; row += 1) {
    const name = row === 10 || row === 11 ? 'Same Name' : `Client ${row}`;
    const fee = bad.includes(row) && row % 3 === 0 ? 'lots' : `${row}.50`;
    const date = bad.includes(row) && row % 3 === 1 ? '2026-13-45' : '2026-01-15';
    const member = bad.includes(row) && row % 3 === 2 ? 'maybe' : row % 2 === 0 ? 'yes' : 'no';
    lines.push(`"${name}",${fee},${date},${member}`);
  }
  return `${lines.join('\r\n')}\r\n`;
};

export const postCsv = async (api: Api, templateId: string, csv: string, query = ''): Promise<{ status: number; body: Record<string, unknown>; location: string | null }> => {
  const response = await fetch(`${api.url}/v1/FormTemplates/${templateId}/Batches${query}`, { method: 'POST', headers: { authorization: `Bearer ${api.key}`, 'content-type': 'text/csv' }, body: csv });
  const raw = await response.text();
  return { status: response.status, body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>), location: response.headers.get('location') };
};

/** Polls the job until it has its result (or its final status without one), for at most `timeoutMs`. */
export const waitForJob = async (api: Api, id: string, timeoutMs = 240_000): Promise<Record<string, unknown>> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await jsonCall(api, 'GET', `/v1/Jobs/${id}`);
    const status = job.body['status'];
    if (job.body['resultReady'] === true || status === 'failed') return job.body;
    if (Date.now() > until) throw new Error(`job ${id} still ${String(status)} after ${timeoutMs} ms`);
    await sleep(250);
  }
};

export const download = async (api: Api, id: string): Promise<Buffer> => {
  const response = await fetch(`${api.url}/v1/Jobs/${id}/Download`, { headers: { authorization: `Bearer ${api.key}` } });
  if (response.status !== 200) throw new Error(`download: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
};

export type ZipReading = { names: string[]; errorsCsv: string; texts: Record<string, string>; bad: string | null };

/** Python reads the result: zipfile lists and checks it (testzip), python-docx reads the named documents' text. */
export const readResult = (zip: Buffer, documents: ReadonlyArray<string>): ZipReading =>
  pythonReads<ZipReading>(
    zip,
    'result.zip',
    [
      'import io, json, sys, zipfile',
      'from docx import Document',
      'z = zipfile.ZipFile(sys.argv[1])',
      'wanted = json.loads(sys.argv[2])',
      'texts = {name: "\\n".join(p.text for p in Document(io.BytesIO(z.read(name))).paragraphs) for name in wanted}',
      'print(json.dumps({"names": z.namelist(), "errorsCsv": z.read("errors.csv").decode(), "texts": texts, "bad": z.testzip()}))',
    ],
    [JSON.stringify(documents)],
  );
