import createClient from 'openapi-fetch';
import { session } from '../session';
import type { components, paths } from '@quire/client';

/** The API's own types, as @quire/client states them (generated from the server's OpenAPI document). */
export type Schemas = components['schemas'];

/** A problem as the API answers it (RFC 9457), with what some codes add: diagnostics, the current version. */
export type Problem = Schemas['Problem'] & {
  readonly diagnostics?: ReadonlyArray<Schemas['Diagnostic']>;
  readonly currentVersion?: number;
  readonly [extension: string]: unknown;
};

/** `If-Match` for the version one read: a change made meanwhile answers 412 instead of being overwritten. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/**
 * Every call goes to this server, with the signed-in key in `X-Api-Key` (never in a URL), or else
 * with the session cookie (the browser sends it) and, on a change, its CSRF token in `X-CSRF-Token`.
 */
export const api = createClient<paths>({ baseUrl: '' });
api.use({
  onRequest({ request }) {
    const key = session.key();
    if (key !== undefined) request.headers.set('X-Api-Key', key);
    else if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
      const token = session.csrfToken();
      if (token !== undefined) request.headers.set('X-CSRF-Token', token);
    }
    return request;
  },
  onResponse({ response }) {
    // The key was deactivated or removed meanwhile, or the session ended: back to the sign-in page.
    if (response.status === 401) session.signOut(session.key() !== undefined ? 'Your key is no longer accepted; sign in again.' : 'Your session has ended; sign in again.');
    return response;
  },
});

const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number' && typeof (value as { code?: unknown }).code === 'string';

/** What a failed call becomes: the server's problem, or one made here when the network failed or the answer was not one. */
export const problemOf = (error: unknown, response?: Response): Problem => {
  if (isProblem(error)) return error;
  const status = response?.status ?? 0;
  return {
    type: 'about:blank',
    title: status === 0 ? 'Network error' : `HTTP ${status}`,
    status,
    code: status === 0 ? 'network_error' : 'unexpected_response',
    detail: status === 0 ? 'The server could not be reached.' : 'The server answered something the console did not expect.',
  };
};

export type Result<A> = { readonly ok: true; readonly data: A; readonly response: Response } | { readonly ok: false; readonly problem: Problem };

/** Folds openapi-fetch's `{ data, error, response }` into a Result. */
export const settle = async <A>(call: Promise<{ data?: A; error?: unknown; response: Response }>): Promise<Result<A>> => {
  try {
    const { data, error, response } = await call;
    if (response.ok && data !== undefined) return { ok: true, data, response };
    if (response.ok && response.status === 204) return { ok: true, data: undefined as A, response };
    return { ok: false, problem: problemOf(error, response) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
};

/** Saves bytes under a name, as a download the browser keeps (a link to an object URL, clicked and let go). */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** The file name a download answer carries in Content-Disposition, else the fallback. */
export const fileNameOf = (response: Response, fallback: string): string => {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1] !== undefined) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
};
