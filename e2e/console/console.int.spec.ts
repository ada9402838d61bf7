import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';
import { documentXml, hostileDocx, paragraphXml } from '@quire/testing/hostile/hostile-docx';
import type { Browser, Locator, Page } from 'playwright-core';
import { docxText, EXAMPLES, exampleId, loadExamples, zipNames } from './support/examples';
import { createKey, launchChromium, openPage, screenshot, seriousAccessibilityViolations } from './support/browser';

/**
 * The web console end to end: real Chromium against a real server on a temporary data folder,
 * the way a paralegal would use it. The steps share one browser tab and run in order.
 */
jest.setTimeout(300_000);

let server: ServerProcess;
let browser: Browser;
let page: Page;
let letterId: string;
let declarationId: string;
const downloads = mkdtempSync(path.join(os.tmpdir(), 'quire-console-downloads-'));
/** What the browser said the page's CSP refused: it must stay empty. */
const refused: string[] = [];
/** Serious or critical axe findings by page: they must stay empty. */
const inaccessible: Record<string, unknown> = {};

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** An interview question by its label (a question whose answer is printed says "(required)" after it). */
const escaped = (text: string) => text.replace(/[.*+?^$|()[\]{}\\]/g, '\\$&');
const question = (label: string) => page.getByLabel(new RegExp(`^${escaped(label)}( \\(required\\))?$`));
const sections = () => page.getByRole('navigation', { name: 'Interview sections' }).getByRole('link');
/** Opens the interview's section that asks this question (its label, or a repeating group's legend). */
const sectionWith = async (label: string, group = false): Promise<void> => {
  await sections().filter({ hasText: 'Review and generate' }).waitFor();
  const count = await sections().count();
  for (let index = 0; index < count - 1; index++) {
    await sections().nth(index).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(`^Section ${index + 1} of`) }).waitFor();
    const found = group ? page.getByRole('group', { name: label, exact: true }) : question(label);
    if ((await found.count()) > 0) return;
  }
  throw new Error(`no section asks "${label}"`);
};
const review = async (): Promise<void> => {
  await sections().filter({ hasText: 'Review and generate' }).click();
  await page.getByRole('heading', { level: 2, name: 'Review the answers' }).waitFor();
};

/** Clicks the button and keeps what the browser downloads as `fileName` in the downloads folder; answers the file's path. */
const saveDownload = async (button: Locator, fileName: string): Promise<string> => {
  const downloaded = page.waitForEvent('download');
  await button.click();
  const file = path.join(downloads, fileName);
  await (await downloaded).saveAs(file);
  return file;
};

/** The screenshot of a page, and axe's verdict on it. */
const look = async (name: string, mask: ReadonlyArray<Locator> = []): Promise<void> => {
  await screenshot(page, name, mask);
  const findings = await seriousAccessibilityViolations(page);
  if (findings.length > 0) inaccessible[name] = findings;
  expect({ page: name, findings }).toEqual({ page: name, findings: [] });
};

// The server starts a primary and an HTTP process per core, each loading the code: minutes on a busy machine.
beforeAll(async () => {
  server = await startServerProcess({ nodeFlags: [], env: { SOFFICE_PATH: 'soffice', RATE_LIMIT_PER_SECOND: '1000' } });
  const loaded = await loadExamples(server.dataDir);
  letterId = exampleId(loaded, 'Engagement Letter');
  declarationId = exampleId(loaded, 'Declaration Regarding Minor Children');
  browser = await launchChromium();
  page = await openPage(browser, refused, { acceptDownloads: true });
  // A server start and the examples' load take minutes when the machine is loaded (ten times an idle one's).
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(downloads, { recursive: true, force: true });
});

describe('the web console', () => {
  it('is served under a strict Content-Security-Policy, every file from this server', async () => {
    const response = await fetch(`${server.url}/console/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/https?:\/\//); // no CDN
  });

  it('signs in with a pasted API key, kept in sessionStorage only', async () => {
    await page.goto(`${server.url}/console`);
    await heading('Sign in to Quire').waitFor();
    await look('sign-in');
    await page.getByLabel('API key').fill('qk_not-a-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    // By keyboard alone: type the key, Enter.
    await page.getByLabel('API key').fill(server.apiKey);
    await page.getByLabel('API key').press('Enter');
    await heading('Templates').waitFor();
    expect(page.url()).not.toContain(server.apiKey);
    expect(await page.evaluate(() => sessionStorage.getItem('quire.apiKey'))).toBe(server.apiKey);
    expect(await page.evaluate(() => localStorage.length + document.cookie.length)).toBe(0);
    await page.getByRole('link', { name: 'Engagement Letter' }).waitFor();
  });

  it('uploads the example engagement letter by dropping it, and shows its analysis', async () => {
    const bytes = readFileSync(path.join(EXAMPLES, 'templates', 'engagement-letter.docx')).toString('base64');
    const dataTransfer = await page.evaluateHandle((base64) => {
      const binary = atob(base64);
      const array = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([array], 'engagement-letter.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
      return transfer;
    }, bytes);
    await page.getByTestId('template-file-drop').dispatchEvent('drop', { dataTransfer });
    await page.getByLabel('Name', { exact: true }).fill('Engagement Letter (from the console)');
    await page.getByLabel('Tags (separated by commas)').fill('engagement, console');
    await look('templates-upload');
    await page.getByRole('button', { name: 'Upload' }).click();
    await heading('Engagement Letter (from the console)').waitFor();
    await page.getByRole('table', { name: 'Fields the template fills' }).getByText('client_name').first().waitFor();
    const versions = page.getByRole('table', { name: 'Every version stays downloadable' });
    await versions.waitFor();
    // A new version, then the first one downloaded.
    await page.getByLabel('New version (.docx)').setInputFiles(path.join(EXAMPLES, 'templates', 'engagement-letter.docx'));
    await versions.getByRole('button', { name: 'Download version 2' }).waitFor();
    const downloaded = page.waitForEvent('download');
    await versions.getByRole('button', { name: 'Download version 1' }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/\.docx$/);
    await look('template');
  });

  it('shows every diagnostic of a broken template where it is: part and paragraph', async () => {
    await page.goto(`${server.url}/console/#/templates`);
    await heading('Templates').waitFor();
    const broken = hostileDocx({
      documentXml: documentXml(paragraphXml('Dear {{client_name}},') + paragraphXml('{{#if fee_arrangement = "hourly"}}Our rate is {{hourly_rate}}.') + paragraphXml('Yours.')),
    });
    await page.getByLabel('Template file (.docx)').setInputFiles({ name: 'broken.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(broken) });
    // Checked without saving (POST /FormTemplates/Analyze), then refused on upload (422 template_invalid): located both times.
    await page.getByRole('button', { name: 'Check without saving' }).click();
    const analysed = page.getByRole('table', { name: 'What the analysis of broken.docx found' }).getByTestId('diagnostic').first();
    await analysed.waitFor();
    await expect(analysed.textContent()).resolves.toMatch(/Body, paragraph 2/);
    await page.getByRole('button', { name: 'Upload' }).click();
    const diagnostic = page.getByRole('alert').getByTestId('diagnostic').first();
    await diagnostic.waitFor();
    await expect(diagnostic.textContent()).resolves.toMatch(/Body, paragraph 2/);
    await expect(diagnostic.textContent()).resolves.toContain('error');
    await look('template-diagnostics');
  });

  it('asks only the relevant questions: answering one makes a conditional question appear and another disappear', async () => {
    await page.goto(`${server.url}/console/#/interview/${letterId}`);
    await heading(/Interview: Engagement Letter/).waitFor();
    await page.getByTestId('interview-progress').filter({ hasText: /0 of \d+ questions answered/ }).waitFor();
    await sectionWith('Law firm');
    await question('Law firm').fill('Hale & Whitcombe LLP');
    await sectionWith('Client');
    await question('Client').fill('Northwind Robotics, Inc.');
    await sectionWith('Date of the letter');
    await question('Date of the letter').fill('2026-03-05');
    // Line breaks carry into the document: several lines.
    await sectionWith('Client address');
    await expect(question('Client address').evaluate((element) => element.tagName)).resolves.toBe('TEXTAREA');
    await question('Client address').fill('1 Harbour Way\nSeattle, WA 98101');
    await sectionWith('Fee arrangement');
    const fee = question('Fee arrangement');
    await fee.selectOption('fixed');
    await question('Fixed fee').waitFor();
    expect(await question("Partner's hourly rate").count()).toBe(0);
    await question('Fixed fee').fill('24500');
    await fee.selectOption('hourly');
    await question("Partner's hourly rate").waitFor();
    await question('Fixed fee').waitFor({ state: 'detached' });
    await question("Partner's hourly rate").fill('850');
    await look('interview');
  });

  it('saves the answers as a set, and loads them back after a reload', async () => {
    await page.getByLabel('Save as').fill('Northwind supply agreement');
    await page.getByRole('button', { name: 'Save answers' }).click();
    await page.getByText('Saved “Northwind supply agreement”.').waitFor();
    await page.reload();
    await heading(/Interview: Engagement Letter/).waitFor();
    await sectionWith('Client');
    await expect(question('Client').inputValue()).resolves.toBe('');
    await page.getByLabel('Answer set').selectOption({ label: 'Northwind supply agreement' });
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByText('Loaded “Northwind supply agreement”.').waitFor();
    await expect(question('Client').inputValue()).resolves.toBe('Northwind Robotics, Inc.');
    await sectionWith('Fee arrangement');
    await expect(question('Fee arrangement').inputValue()).resolves.toBe('hourly');
    await expect(question("Partner's hourly rate").inputValue()).resolves.toBe('850');
    await sectionWith('Client');
    await question('Client').fill('Northwind Robotics, Inc. (Delaware)');
    await page.getByRole('button', { name: /^Update/ }).click();
    await page.getByText('Updated “Northwind supply agreement”.').waitFor();
  });

  it('reviews every answer before generating, with a link back to each', async () => {
    await review();
    const client = page.getByTestId('review-answer').filter({ has: page.getByRole('rowheader', { name: 'Client', exact: true }) });
    await expect(client.textContent()).resolves.toContain('Northwind Robotics, Inc. (Delaware)');
    await expect(page.getByTestId('review-answer').filter({ hasText: 'Client address' }).textContent()).resolves.toContain('1 Harbour Way, Seattle, WA 98101');
    await page.getByText(/Not answered \(required/).first().waitFor();
    await look('interview-review');
    // Back to the answer, focused, and on again to the review.
    await page.getByRole('link', { name: 'Change Client address' }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await review();
  });

  it('generates the .docx, whose text python-docx reads', async () => {
    const file = await saveDownload(page.getByRole('button', { name: 'Generate .docx' }), 'letter.docx');
    const text = await docxText(file);
    expect(text).toContain('Northwind Robotics, Inc. (Delaware)');
    expect(text).toContain('Hale & Whitcombe LLP');
    // Questions left unanswered: the warnings are shown, each where it happened.
    await page.getByRole('status').filter({ hasText: /with \d+ warnings?/ }).waitFor();
    const missing = page.getByTestId('generation-warning').filter({ hasText: 'missing_value' }).first();
    await expect(missing.textContent()).resolves.toMatch(/Body, paragraph \d+/);
  });

  it('generates the PDF and draws its pages in the page', async () => {
    await page.getByLabel('PDF').check();
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await downloaded;
    const first = page.locator('canvas.pdf-page[data-page="1"]');
    await first.waitFor({ timeout: 120_000 });
    await page.getByTestId('pdf-status').filter({ hasText: /pages? drawn/ }).waitFor({ timeout: 60_000 });
    // Something was drawn: the page is not blank white.
    const inked = await first.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let index = 0; index < pixels.length; index += 4) if ((pixels[index] ?? 255) < 128) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);
    await first.scrollIntoViewIfNeeded();
    await look('generate-pdf');
  });

  it("shows the server's 422 paths at their questions", async () => {
    // A set saved while "pro bono" was a fee arrangement, loaded after it no longer is.
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/v1${path}`, {
        method,
        headers: { 'X-Api-Key': server.apiKey, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect({ path, status: response.status }).toEqual({ path, status: method === 'POST' ? 201 : 200 });
      return (await response.json()) as { items?: Array<{ id: string; name: string }>; id?: string };
    };
    const fee = (await call('GET', '/Aliases?q=fee_arrangement')).items?.find((alias) => alias.name === 'fee_arrangement');
    expect(fee).toBeDefined();
    await call('PUT', `/Aliases/${fee?.id}`, { choices: ['hourly', 'fixed', 'contingency', 'pro bono'] });
    await call('POST', '/AnswerSets', { name: 'Old pro bono matter', data: { client_name: 'Helping Hands', fee_arrangement: 'pro bono' }, templateIds: [letterId] });
    await call('PUT', `/Aliases/${fee?.id}`, { choices: ['hourly', 'fixed', 'contingency'] });

    await page.goto(`${server.url}/console/#/interview/${letterId}`);
    await page.reload();
    await heading(/Interview: Engagement Letter/).waitFor();
    await review();
    await page.getByLabel('Answer set').selectOption({ label: 'Old pro bono matter' });
    await page.getByRole('button', { name: 'Load' }).click();
    // Said at the top with a link to the question, in whichever section it is.
    await page.getByTestId('error-summary').getByRole('link', { name: 'Fee arrangement' }).click();
    const error = page.locator('[data-question="fee_arrangement"] .error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('must be one of');
    await expect(question('Fee arrangement').getAttribute('aria-invalid')).resolves.toBe('true');
    await look('interview-422');
  });

  it('adds two items to a repeating group', async () => {
    await page.goto(`${server.url}/console/#/interview/${declarationId}`);
    await heading(/Interview: Declaration Regarding Minor Children/).waitFor();
    await sectionWith('Children', true);
    const add = page.getByRole('button', { name: 'Add to Children' });
    await add.click();
    await add.click();
    const items = page.locator('fieldset.item');
    await expect(items.count()).resolves.toBe(2);
    await items.nth(0).getByLabel(/name/i).first().fill('Olivia Whitfield');
    await items.nth(1).getByLabel(/name/i).first().fill('Samuel Whitfield');
    // Each item is labelled by the alias's label, with a line of its answers.
    await page.getByRole('group', { name: 'Children 2: Samuel Whitfield' }).waitFor();
    await page.getByRole('button', { name: 'Add to Children' }).click();
    await page.getByRole('button', { name: 'Remove Children 3' }).click();
    await expect(items.count()).resolves.toBe(2);
    await look('interview-repeating-group');
  });

  it("asks a paralegal's own letter as a person would: a picture chosen and previewed, yes/no for a condition, a fee table's rows by their label", async () => {
    const letter = hostileDocx({
      documentXml: documentXml(
        paragraphXml('{{firm_logo | image}}') +
          paragraphXml('Dear {{client_name}},') +
          paragraphXml('{{#if conflict_waiver}}You waive the conflict.{{/if}}') +
          paragraphXml('{{#each fee_stages}}{{stage}}: {{hours}} hours. {{/each}}'),
      ),
    });
    const uploaded = await fetch(`${server.url}/v1/FormTemplates?name=${encodeURIComponent('Paralegal letter')}`, {
      method: 'POST',
      headers: { 'X-Api-Key': server.apiKey, 'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      body: Buffer.from(letter),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    // The analysis says that "hours" (an alias too) is each stage's own.
    await page.goto(`${server.url}/console/#/templates/${id}`);
    await heading('Paralegal letter').waitFor();
    await page.getByText('item_field_alias').first().waitFor();

    await page.goto(`${server.url}/console/#/interview/${id}`);
    await heading(/Interview: Paralegal letter/).waitFor();
    await sectionWith('Firm logo');
    // The limits are said before anything is chosen.
    await page.getByText('PNG, JPEG or GIF, at most 10 MiB.').waitFor();
    const logo = JSON.parse(readFileSync(path.join(EXAMPLES, 'data', 'fee-quote.json'), 'utf8')).firm_logo as { base64: string };
    await question('Firm logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logo.base64, 'base64') });
    await page.getByTestId('picture-preview').waitFor();
    await page.getByLabel(/Description of the picture/).fill('Hale & Whitcombe LLP');
    await question('Client').fill('Northwind Robotics, Inc.');
    // A name only tested by a condition is yes or no, never a text box where "no" would count as yes.
    await sectionWith('Conflict waiver', true);
    await page.getByRole('group', { name: 'Conflict waiver' }).getByLabel('Yes').check();
    // The fee table's rows: asked per stage, "hours" with them, under the list's label.
    await sectionWith('Fee stages', true);
    await page.getByRole('button', { name: 'Add to Fee stages' }).click();
    const stage = page.locator('fieldset.item').first();
    await stage.getByRole('textbox', { name: /^Stage/ }).fill('Drafting');
    await stage.getByLabel(/^Hours per timekeeper/).fill('12');
    await page.getByRole('group', { name: 'Fee stages 1: Drafting · 1 item' }).waitFor();
    await look('interview-fee-table');
    await review();
    const file = await saveDownload(page.getByRole('button', { name: 'Generate .docx' }), 'paralegal.docx');
    const text = await docxText(file);
    expect(text).toContain('Drafting: 12 hours.');
    expect(text).toContain('You waive the conflict.');
    // Names that are no alias are said, as the answers' own warnings.
    await expect(page.getByTestId('generation-warning').filter({ hasText: 'unknown_data_key' }).first().textContent()).resolves.toContain('In the answers');
  });

  it('makes a packet of several templates from one interview', async () => {
    await page.goto(`${server.url}/console/#/generate`);
    await heading('Generate documents').waitFor();
    await page.getByLabel('Engagement Letter', { exact: true }).check();
    await page.getByLabel('Mutual Non-Disclosure Agreement').check();
    await page.getByRole('link', { name: /Answer the questions \(a packet of 2\)/ }).waitFor();
    await look('generate');
    // The packet's one interview, then one .zip with a document per form.
    await page.getByRole('link', { name: /Answer the questions \(a packet of 2\)/ }).click();
    await heading('Interview: Engagement Letter + Mutual Non-Disclosure Agreement').waitFor();
    await sectionWith('Client');
    await question('Client').fill('Northwind Robotics, Inc.');
    await review();
    const file = await saveDownload(page.getByRole('button', { name: 'Generate .docx' }), 'packet.zip');
    const names = await zipNames(file);
    expect(names.filter((name) => name.endsWith('.docx'))).toHaveLength(2);
  });

  it('goes through an interview by keyboard alone: from the heading to the sections, a section, the review, back to an answer', async () => {
    await page.goto(`${server.url}/console/#/interview/${letterId}`);
    await page.reload();
    await heading(/Interview: Engagement Letter/).waitFor();
    await sections().filter({ hasText: 'Review and generate' }).waitFor();
    // The page opens with its heading focused; Tab reaches the sections first.
    await page.waitForFunction(() => document.activeElement?.id === 'interview-title');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).resolves.toBe('Interview sections');
    await page.getByRole('link', { name: 'Next section →' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'step-title');
    await expect(page.locator('#step-title').textContent()).resolves.toMatch(/^Section 2 of/);
    // Tab from the heading reaches the section's first answer.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('[data-question]') !== null)).resolves.toBe(true);
    await page.getByRole('link', { name: 'Review and generate' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Review the answers');
    await page.getByRole('link', { name: /^Change / }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('[data-question]') !== null);
  });

  it('makes a batch from a CSV: a preview mapped to the questions, progress, the .zip and errors.csv', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Batches' }).click();
    await heading('Batches').waitFor();
    await page.getByLabel('Template', { exact: true }).selectOption({ label: 'Engagement Letter' });
    const csv = ['client_name,letter_date,FEE_ARRANGEMENT', 'Ada Lovelace,2026-01-15,hourly', '"Hopper, Grace",not a date,fixed', 'Alan Turing,2026-02-01,fixed', ''].join('\r\n');
    await page.getByLabel(/^Answers \(\.csv/).setInputFiles({ name: 'letters.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByTestId('batch-preview');
    await preview.getByRole('columnheader', { name: /^Client/ }).waitFor();
    await preview.getByRole('columnheader', { name: /^Fee arrangement/ }).waitFor();
    await preview.getByRole('cell', { name: 'Hopper, Grace' }).waitFor();
    await page.getByLabel(/^File name of each document/).fill('{{client_name}} – engagement');
    await look('batches-new');
    await page.getByRole('button', { name: 'Make the documents' }).click();
    await page.getByTestId('job').waitFor();
    await page.getByTestId('job-status').filter({ hasText: /Finished: succeeded — 3 of 3 done: 2 made, 1 with errors/ }).waitFor({ timeout: 120_000 });
    await page.getByTestId('job-errors').getByText('letter_date').waitFor();
    const zip = await saveDownload(page.getByRole('button', { name: /^Download the documents/ }), 'batch.zip');
    expect(await zipNames(zip)).toEqual(['Ada Lovelace – engagement.docx', 'Alan Turing – engagement.docx', 'errors.csv']);
    const errors = await saveDownload(page.getByRole('button', { name: 'Download errors.csv' }), 'errors.csv');
    expect(readFileSync(errors, 'utf8')).toMatch(/^item,code,path,message\r?\n2,cell_invalid,letter_date,/);
    await look('batches-job');
  });

  it('keeps the library, explaining the 409s (alias in use, folder not empty) and a 422 (a rule that does not parse)', async () => {
    await page.goto(`${server.url}/console/#/library/aliases`);
    await heading('Library: aliases').waitFor();
    await page.getByRole('button', { name: 'Delete client_name' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByText('Templates, snippets, rules or formulas still use this alias').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete anyway' }).waitFor();
    await look('library-alias-in-use');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Name', { exact: true }).fill('matter_budget');
    await page.getByLabel('Type', { exact: true }).selectOption('currency');
    await page.getByLabel('Label (the question people see)').fill('Budget');
    await page.getByRole('button', { name: 'Create alias' }).click();
    await page.getByText('Created alias “matter_budget”.').waitFor();
    const tab = async (name: string) => {
      await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: name[0]?.toUpperCase() + name.slice(1) }).click();
      await heading(`Library: ${name}`).waitFor();
      await page.getByRole('table').first().waitFor();
    };

    // A rule whose expression does not parse: 422, with where.
    await tab('rules');
    await page.getByLabel('Name', { exact: true }).fill('bad_rule');
    await page.getByLabel('Expression', { exact: true }).fill('fee_arrangement = ');
    await page.getByRole('button', { name: 'Create rule' }).click();
    const notCreated = page.getByRole('alert').filter({ hasText: 'Rule not created' });
    await notCreated.waitFor();
    await expect(notCreated.textContent()).resolves.toContain('expression');
    await look('library-rules');

    // A folder with a snippet in it cannot be deleted: 409 folder_not_empty, explained.
    await tab('folders');
    await page.getByLabel('Name', { exact: true }).fill('Console clauses');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByText('Created folder “Console clauses”.').waitFor();
    await tab('snippets');
    await page.getByLabel('Name', { exact: true }).fill('Console clause');
    await page.getByLabel('Folder', { exact: true }).selectOption({ label: 'Console clauses' });
    await page.getByLabel(/^Text/).fill('The client, {{client_name}}, agrees.');
    await page.getByRole('button', { name: 'Create snippet' }).click();
    await page.getByText('Created snippet “Console clause”.').waitFor();
    await look('library-snippets');
    await tab('folders');
    await page.getByRole('button', { name: 'Delete Console clauses' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByText('The folder still holds snippets or folders').waitFor();
    await look('library-folders');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('creates a key and shows its secret once', async () => {
    const dialog = await createKey(page, server.url, 'document robot');
    const secret = await dialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^qk_[A-Za-z0-9]{40,}$/);
    await look('keys-new-key', [dialog.getByLabel('Secret')]);
    await dialog.getByRole('button', { name: /I have kept it/ }).waitFor();
    await page.keyboard.press('Escape'); // the browser's own modal dialog: Escape closes it
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.content()).not.toContain(secret);
    await page.getByRole('cell', { name: 'document robot', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Deactivate document robot' }).click();
    await page.getByRole('button', { name: 'Reactivate document robot' }).waitFor();
    await look('keys');
  });

  it("keeps the tenant's members: adds a person with a role, changes it, will not demote the last owner, removes them", async () => {
    await page.goto(`${server.url}/console/#/members`);
    await heading('Members').waitFor();
    await page.getByLabel('E-mail').fill('kim@firm.test');
    await page.getByLabel('Name (if new)').fill('Kim Lee');
    await page.getByLabel('Role', { exact: true }).selectOption('drafter');
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByText('kim@firm.test is a member now, as drafter.').waitFor();
    await page.getByRole('cell', { name: 'Kim Lee', exact: true }).waitFor();
    await page.getByLabel('Role of kim@firm.test').selectOption('author');
    await page.getByText('kim@firm.test is author now.').waitFor();
    // The bootstrap user is the one owner: demoting them is refused, and the page says why.
    const owner = page.getByLabel(/^Role of (?!kim@firm\.test)/);
    await owner.selectOption('auditor');
    await page.getByRole('alert').getByText('last_owner').waitFor();
    await look('members');
    await page.getByRole('button', { name: 'Remove kim@firm.test' }).click();
    await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('kim@firm.test is no longer a member; their keys here are deactivated.').waitFor();
    await page.getByRole('cell', { name: 'Kim Lee', exact: true }).waitFor({ state: 'detached' });
  });

  it('shows the audit log of those changes, newest first, filters it and exports it', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    await heading('Audit log').waitFor();
    const actions = page.getByRole('table', { name: 'Audit events' }).getByRole('row');
    await actions.filter({ hasText: 'member.removed' }).waitFor();
    await actions.filter({ hasText: 'member.role_changed' }).waitFor();
    await look('audit');
    await page.getByLabel('Action').fill('member.added');
    await page.getByRole('button', { name: 'Show events' }).click();
    await actions.filter({ hasText: 'member.removed' }).waitFor({ state: 'detached' });
    expect(await actions.filter({ hasText: 'member.added' }).count()).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all (NDJSON)' }).click()]);
    expect(download.suggestedFilename()).toBe('audit-events.ndjson');
    const lines = readFileSync(await download.path(), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { seq: number; action: string });
    expect(lines.map((event) => event.seq)).toEqual(lines.map((_, index) => index + 1));
    expect(lines.map((event) => event.action)).toEqual(expect.arrayContaining(['member.added', 'member.role_changed', 'member.removed']));
  });

  it("keeps the tenant's signing certificate: refuses a wrong passphrase, shows the stored certificate's facts, never its key", async () => {
    // A self-signed certificate and its key in a PKCS#12, made by openssl for this step.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'quire-console-p12-'));
    const [key, certificate, p12] = ['key.pem', 'certificate.pem', 'seal.p12'].map((name) => path.join(folder, name)) as [string, string, string];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '365', '-subj', '/CN=Hale and Whitcombe LLP/O=Hale and Whitcombe'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', certificate, '-out', p12, '-passout', 'pass:correct horse'], { stdio: 'ignore' });
    const file = { name: 'seal.p12', mimeType: 'application/x-pkcs12', buffer: readFileSync(p12) };
    rmSync(folder, { recursive: true, force: true });

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
    await heading('Settings').waitFor();
    await page.getByText('The tenant has no signing certificate').waitFor();
    await page.getByLabel('Certificate (.p12, .pfx)').setInputFiles(file);
    await page.getByLabel('Passphrase').fill('wrong horse');
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    await page.getByRole('alert').getByText('certificate_passphrase_wrong').waitFor();
    await page.getByLabel('Certificate (.p12, .pfx)').setInputFiles(file);
    await page.getByLabel('Passphrase').fill('correct horse');
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    await page.getByText('The certificate of CN=Hale and Whitcombe LLP, O=Hale and Whitcombe seals PDFs from now on.').waitFor();
    await page.getByText('SHA-256 fingerprint').waitFor();
    expect(await page.content()).not.toContain('correct horse');
    await look('settings', [page.locator('dl.facts dd.varies')]);

    // A PDF asked for archival and sealed, from an interview: pdfinfo and pdfsig read what was downloaded.
    await page.goto(`${server.url}/console/#/interview/${letterId}`);
    await review();
    await page.getByLabel('PDF', { exact: true }).check();
    await page.getByLabel('Archival, for keeping (A-2b)').check();
    await page.getByLabel("Sealed with the tenant's certificate").check();
    const sealed = await saveDownload(page.getByRole('button', { name: 'Generate PDF' }), 'sealed.pdf');
    expect(execFileSync('pdfinfo', ['-meta', sealed]).toString('utf8')).toMatch(/pdfaid:part(>|=")2/);
    const signatures = (() => {
      try {
        return execFileSync('pdfsig', [sealed], { stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
      } catch (error) {
        return String((error as { stdout?: Buffer }).stdout ?? '');
      }
    })();
    expect(signatures).toContain('Signature Validation: Signature is Valid.');
    expect(signatures).toContain('Hale and Whitcombe LLP');
  });

  it('compares a template version and a snippet version with the previous one, and two uploaded files', async () => {
    const docxOf = (...texts: string[]) => ({
      name: 'version.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(hostileDocx({ documentXml: documentXml(texts.map((text) => paragraphXml(text)).join('')) })),
    });
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('link', { name: 'Engagement Letter (from the console)' }).click();
    await heading('Engagement Letter (from the console)').waitFor();
    const versions = page.getByRole('table', { name: 'Every version stays downloadable' });
    await page.getByLabel('New version (.docx)').setInputFiles(docxOf('Dear {{client_name}},', 'We are pleased to act for you.'));
    await versions.getByRole('button', { name: 'Compare with version 2' }).click();
    await page.getByRole('heading', { name: 'Changes from version 2 to version 3' }).waitFor();
    const changes = page.getByRole('table', { name: 'What changed from version 2 to version 3' });
    await changes.getByText('We are pleased to act for you.').first().waitFor();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download with tracked changes' }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/v2 to v3\.docx$/);
    await look('template-compare');

    // A snippet's new text is its version 2, compared with version 1 on the snippet's page.
    await sections.getByRole('link', { name: 'Library' }).click();
    await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Snippets' }).click();
    await heading('Library: snippets').waitFor();
    await page.getByRole('button', { name: 'Edit Console clause' }).click();
    await page.getByRole('dialog').getByLabel(/^Text/).fill('The client, {{client_name}}, agrees in writing.');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved snippet “Console clause”.').waitFor();
    await page.getByRole('link', { name: 'Versions: Console clause' }).click();
    await heading('Console clause').waitFor();
    await page.getByRole('table', { name: 'Every version stays downloadable' }).getByRole('button', { name: 'Compare with version 1' }).click();
    const snippetChanges = page.getByRole('table', { name: 'What changed from version 1 to version 2' });
    await snippetChanges.getByText('The client, {{client_name}}, agrees in writing.').first().waitFor();
    await look('snippet-compare');

    await sections.getByRole('link', { name: 'Compare' }).click();
    await heading('Compare two documents').waitFor();
    await page.getByLabel('Original (.docx)').setInputFiles(docxOf('The rent is due monthly.', 'No pets.'));
    await page.getByLabel('Revised (.docx)').setInputFiles(docxOf('The rent is due weekly.', 'No pets.', 'No smoking.'));
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const list = page.getByRole('table', { name: 'What changed from the original to the revised document' });
    await list.getByText('No smoking.').waitFor();
    await list.getByText('The rent is due weekly.').waitFor();
    await look('compare');
  });

  it('signs out and forgets the key', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading('Sign in to Quire').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('quire.apiKey'))).toBeNull();
  });

  it('broke no rule of the Content-Security-Policy and left no serious accessibility problem', () => {
    expect(refused).toEqual([]);
    expect(inaccessible).toEqual({});
  });
});
