import { startTestServer, type TestServer } from './server-harness';
import { type Api, download, jsonCall, lettersCsv, postCsv, readResult, setUpLetter, waitForJob } from './job-support';

jest.setTimeout(300_000);

const BAD_ROWS = [7, 123, 400];

describe('jobs and batches on the embedded default (SQLite, the database queue)', () => {
  let server: TestServer;
  let api: Api;
  let templateId: string;

  beforeAll(async () => {
    server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice', JOB_CHUNK_ITEMS: '25', RATE_LIMIT_PER_SECOND: '0' });
    api = { url: server.url, key: server.bootstrapKey as string };
    templateId = await setUpLetter(api);
  });
  afterAll(async () => server?.stop());

  it('makes a .zip of 500 CSV rows: each document with its own data, the bad rows in errors.csv, the counts right', async () => {
    const submitted = await postCsv(api, templateId, lettersCsv(500, BAD_ROWS), `?fileName=${encodeURIComponent('{{client_name}} letter')}`);
    expect(submitted.status).toBe(202);
    const id = submitted.body['id'] as string;
    expect(submitted.location).toBe(`/v1/Jobs/${id}`);
    expect(submitted.body).toMatchObject({ kind: 'batch', status: 'queued', total: 500 });

    const job = await waitForJob(api, id);
    expect(job).toMatchObject({ status: 'succeeded', total: 500, succeeded: 497, failed: 3, done: 500, resultReady: true, errorCount: 3 });
    expect((job['errors'] as Array<{ item: number; code: string }>).map((error) => [error.item, error.code])).toEqual(BAD_ROWS.map((row) => [row, 'cell_invalid']));

    const zip = await download(api, id);
    const result = readResult(zip, ['Client 1 letter.docx', 'Client 250 letter.docx', 'Client 500 letter.docx', 'Same Name letter.docx', 'Same Name letter (2).docx']);
    expect(result.bad).toBeNull();
    expect(result.names).toHaveLength(498);
    expect(new Set(result.names).size).toBe(498);
    expect(result.names).toContain('errors.csv');
    expect(result.names).not.toContain('Client 7 letter.docx');
    expect(result.texts['Client 1 letter.docx']).toBe('Dear Client 1,\nYour fee is 1.50, due January 15, 2026.\nGuest');
    expect(result.texts['Client 250 letter.docx']).toContain('Dear Client 250,\nYour fee is 250.50');
    expect(result.texts['Client 250 letter.docx']).toContain('Member');
    expect(result.texts['Client 500 letter.docx']).toContain('Your fee is 500.50');
    expect(result.texts['Same Name letter.docx']).toContain('Your fee is 10.50');
    expect(result.texts['Same Name letter (2).docx']).toContain('Your fee is 11.50');
    const errorLines = result.errorsCsv.trim().split('\r\n');
    expect(errorLines[0]).toBe('item,code,path,message');
    expect(errorLines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual(['7,cell_invalid,due_date', '123,cell_invalid,fee', '400,cell_invalid,due_date']);
  });

  it('lists the tenant\'s jobs newest first, by status and kind, a page at a time', async () => {
    const first = await jsonCall(api, 'POST', `/v1/FormTemplates/${templateId}/Batches`, { items: [{ client_name: 'A' }] });
    const second = await jsonCall(api, 'POST', `/v1/FormTemplates/${templateId}/Batches`, { items: [{ client_name: 'B' }] });
    expect([first.status, second.status]).toEqual([202, 202]);
    const page = await jsonCall(api, 'GET', '/v1/Jobs?limit=1&kind=batch');
    expect(page.status).toBe(200);
    expect((page.body['items'] as Array<{ id: string }>).map((job) => job.id)).toEqual([second.body['id']]);
    const next = await jsonCall(api, 'GET', `/v1/Jobs?limit=1&kind=batch&cursor=${String(page.body['nextCursor'])}`);
    expect((next.body['items'] as Array<{ id: string }>).map((job) => job.id)).toEqual([first.body['id']]);
    expect((await jsonCall(api, 'GET', '/v1/Jobs?kind=packet_batch')).body['items']).toEqual([]);
    expect((await jsonCall(api, 'GET', '/v1/Jobs?status=nonsense')).status).toBe(400);
  });

  it('checks every JSON item as Generate checks its data: a bad item is listed by its row, the others go on', async () => {
    const submitted = await jsonCall(api, 'POST', `/v1/FormTemplates/${templateId}/Batches`, {
      items: [{ client_name: 'Good', fee: 10 }, { client_name: 'Bad', fee: 'not a number' }, { client_name: 'Also good', due_date: '2026-02-02' }],
      fileName: '{{client_name}}',
    });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(api, submitted.body['id'] as string);
    expect(job).toMatchObject({ status: 'succeeded', succeeded: 2, failed: 1 });
    expect(job['errors']).toEqual([{ item: 2, code: 'data_invalid', errors: [{ path: 'fee', message: expect.stringContaining('must be a number') }] }]);
    const result = readResult(await download(api, submitted.body['id'] as string), []);
    expect(result.names.sort()).toEqual(['Also good.docx', 'Good.docx', 'errors.csv']);
  });

  it('refuses a CSV without a header, with an unknown or repeated column, or that does not parse, naming where', async () => {
    const empty = await postCsv(api, templateId, '');
    expect([empty.status, empty.body['code']]).toEqual([422, 'validation_failed']);
    const unknown = await postCsv(api, templateId, 'client_name,shoe_size\r\nAda,42\r\n');
    expect(unknown.status).toBe(422);
    expect(unknown.body['errors']).toEqual([{ path: 'columns[1]', message: '"shoe_size" is no alias name or synonym' }]);
    const repeated = await postCsv(api, templateId, 'client_name,Client Name\r\nAda,Ada\r\n');
    expect(repeated.status).toBe(422);
    expect((repeated.body['errors'] as Array<{ path: string }>)[0]?.path).toBe('columns[1]');
    const broken = await postCsv(api, templateId, 'client_name,fee\r\nAda,1\r\n"Bob,2\r\n');
    expect(broken.status).toBe(422);
    expect((broken.body['errors'] as Array<{ path: string }>)[0]?.path).toMatch(/^csv line \d+$/);
    const badQuery = await postCsv(api, templateId, 'client_name\r\nAda\r\n', '?format=odt');
    expect(badQuery.status).toBe(400);
    const missing = await postCsv(api, 'no-such-template', 'client_name\r\nAda\r\n');
    expect(missing.status).toBe(404);
  });

  it('cancels a job: it stops, the items done stay done and are in its result; a finished job cannot be cancelled', async () => {
    const submitted = await postCsv(api, templateId, lettersCsv(2_000, []));
    const id = submitted.body['id'] as string;
    const cancelled = await jsonCall(api, 'PUT', `/v1/Jobs/${id}/Cancel`);
    expect(cancelled.status).toBe(200);
    // Cancelling while the chunks in hand finish; cancelled only with the final counts and the result.
    expect(['cancelling', 'cancelled']).toContain(cancelled.body['status']);
    expect(['cancelling', 'cancelled']).toContain((await jsonCall(api, 'PUT', `/v1/Jobs/${id}/Cancel`)).body['status']);
    for (;;) {
      const polled = (await jsonCall(api, 'GET', `/v1/Jobs/${id}`)).body;
      if (polled['status'] === 'cancelling') {
        expect([polled['resultReady'], polled['finishedAt']]).toEqual([false, null]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      expect([polled['status'], polled['resultReady']]).toEqual(['cancelled', true]);
      break;
    }
    const job = await waitForJob(api, id);
    expect(job['status']).toBe('cancelled');
    const succeeded = job['succeeded'] as number;
    expect(succeeded).toBeLessThanOrEqual(2_000);
    const first = await download(api, id);
    const result = readResult(first, []);
    expect(result.names).toHaveLength(succeeded + 1);
    // Nothing about a cancelled job changes afterwards: its counts, version and result stay as they were.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const later = (await jsonCall(api, 'GET', `/v1/Jobs/${id}`)).body;
    expect([later['succeeded'], later['failed'], later['version'], later['updatedAt']]).toEqual([job['succeeded'], job['failed'], job['version'], job['updatedAt']]);
    expect((await download(api, id)).equals(first)).toBe(true);

    const done = await jsonCall(api, 'POST', `/v1/FormTemplates/${templateId}/Batches`, { items: [{ client_name: 'Quick' }] });
    await waitForJob(api, done.body['id'] as string);
    const refused = await jsonCall(api, 'PUT', `/v1/Jobs/${String(done.body['id'])}/Cancel`);
    expect([refused.status, refused.body['code']]).toEqual([409, 'job_finished']);
  });

  it('puts an answer set under every item (the item wins key by key), and refuses an unknown one', async () => {
    const set = await jsonCall(api, 'POST', '/v1/AnswerSets', { name: 'Firm defaults', data: { fee: '99', due_date: '2026-05-01', client_name: 'From the set' } });
    expect(set.status).toBe(201);
    const submitted = await jsonCall(api, 'POST', `/v1/FormTemplates/${templateId}/Batches`, { items: [{ client_name: 'Own name' }, {}], answerSetId: set.body['id'], fileName: 'item {{client_name}}' });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(api, submitted.body['id'] as string);
    expect(job).toMatchObject({ status: 'succeeded', succeeded: 2 });
    const result = readResult(await download(api, submitted.body['id'] as string), ['item Own name.docx', 'item From the set.docx']);
    expect(result.texts['item Own name.docx']).toContain('Dear Own name,\nYour fee is 99');
    expect(result.texts['item From the set.docx']).toContain('Dear From the set,');
    const unknown = await jsonCall(api, 'POST', `/v1/FormTemplates/${templateId}/Batches`, { items: [{}], answerSetId: 'no-such-set' });
    expect(unknown.status).toBe(404);
  });

  it('makes packets: one .zip of the templates per item', async () => {
    const submitted = await jsonCall(api, 'POST', '/v1/FormTemplates/Batches', { templateIds: [templateId, templateId], items: [{ client_name: 'P1' }, { client_name: 'P2' }], fileName: 'packet {{client_name}}' });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(api, submitted.body['id'] as string);
    expect(job).toMatchObject({ kind: 'packet_batch', status: 'succeeded', succeeded: 2 });
    const result = readResult(await download(api, submitted.body['id'] as string), []);
    expect(result.names.sort()).toEqual(['errors.csv', 'packet P1.zip', 'packet P2.zip']);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await jsonCall(api, 'GET', '/v1/Jobs/nope')).status).toBe(404);
    expect((await jsonCall(api, 'GET', '/v1/Jobs/nope/Download')).status).toBe(404);
    expect((await jsonCall(api, 'PUT', '/v1/Jobs/nope/Cancel')).status).toBe(404);
  });
});
