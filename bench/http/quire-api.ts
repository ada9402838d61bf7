import { REPEAT_COLUMNS, REPEAT_LIST } from '../engine/template/build-outline';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type Api = { readonly url: string; readonly apiKey: string };

const call = async (api: Api, method: string, route: string, body: string | Uint8Array, contentType: string): Promise<Response> =>
  fetch(`${api.url}${route}`, { method, headers: { authorization: `Bearer ${api.apiKey}`, 'content-type': contentType }, body });

const refused = async (what: string, response: Response): Promise<Error> => new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);

/** The alias a benchmark data key needs: conditions are booleans, the repeat a list of rows, every field text. */
const aliasFor = (name: string, value: unknown): Record<string, unknown> => {
  if (name === REPEAT_LIST) return { name, type: 'list', itemFields: [...REPEAT_COLUMNS] };
  if (typeof value === 'boolean') return { name, type: 'boolean' };
  return { name, type: 'text' };
};

/**
 * Declares every key of the data as an alias of the tenant (`POST /v1/Aliases`), so that the
 * generate route checks the data against them as it does for a real library, and answers
 * without unknown-key warnings. Keys that already exist (a second template) are skipped.
 */
export const declareAliases = async (api: Api, data: Readonly<Record<string, unknown>>, declared: Set<string>): Promise<void> => {
  for (const [name, value] of Object.entries(data)) {
    if (declared.has(name)) continue;
    const response = await call(api, 'POST', '/v1/Aliases', JSON.stringify(aliasFor(name, value)), 'application/json');
    if (response.status !== 201) throw await refused(`POST /v1/Aliases (${name})`, response);
    declared.add(name);
  }
};

/** Uploads a template as a raw .docx body (`POST /v1/FormTemplates?name=…`) and answers its id. */
export const uploadTemplate = async (api: Api, name: string, bytes: Uint8Array): Promise<string> => {
  const response = await call(api, 'POST', `/v1/FormTemplates?name=${encodeURIComponent(name)}`, bytes, DOCX_TYPE);
  if (response.status !== 201) throw await refused('POST /v1/FormTemplates', response);
  const { id } = (await response.json()) as { id?: unknown };
  if (typeof id !== 'string') throw new Error('POST /v1/FormTemplates answered no id');
  return id;
};

export const generatePath = (templateId: string): string => `/v1/FormTemplates/${encodeURIComponent(templateId)}/Generate`;

/** The body every benchmark request sends (docs/generation.md). */
export const generateBody = (data: Readonly<Record<string, unknown>>): string => JSON.stringify({ data, format: 'docx' });

export type Generated = { readonly bytes: Uint8Array; readonly contentType: string | null; readonly warnings: string | null };

/** One generation, as a client sees it. */
export const generateOnce = async (api: Api, templateId: string, body: string): Promise<Generated> => {
  const response = await call(api, 'POST', generatePath(templateId), body, 'application/json');
  if (response.status !== 200) throw await refused(`POST ${generatePath(templateId)}`, response);
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type'), warnings: response.headers.get('quire-warnings') };
};
