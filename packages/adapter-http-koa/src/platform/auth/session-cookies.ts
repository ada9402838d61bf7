import type { Context } from 'koa';

/** The session's secret: HttpOnly, never readable by a page's script. */
export const SESSION_COOKIE = 'quire_session';
/** The session's CSRF token: readable by the console's script, which sends it back in X-CSRF-Token. */
export const CSRF_COOKIE = 'quire_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
/** A sign-in between its start and its callback (sealed), on the /auth paths only. */
export const SIGN_IN_COOKIE = 'quire_signin';

/** Methods that change nothing: a request made with a session cookie needs no CSRF token for them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CookieOptions = {
  /** `Secure`: sent over https only (off when the server is reached on loopback). */
  readonly secure: boolean;
  /** Readable by scripts (the CSRF token) or HttpOnly (everything else). */
  readonly readable?: boolean;
  readonly path?: string;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAgeSeconds: number;
};

const COOKIE_VALUE = /^[A-Za-z0-9._~+/=:-]*$/;

/**
 * Adds a `Set-Cookie` (always `SameSite=Lax`). Written here rather than through Koa's cookies,
 * which refuse `Secure` on a request that reached the process in plain http (as it does behind a
 * TLS proxy). Values are tokens of our own making; anything else is a programming error.
 */
export const setCookie = (ctx: Context, name: string, value: string, options: CookieOptions): void => {
  if (!COOKIE_VALUE.test(value)) throw new Error(`cookie ${name}: a value outside the token characters`);
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`, `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, 'SameSite=Lax'];
  if (options.readable !== true) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  ctx.append('Set-Cookie', parts.join('; '));
};

/** Deletes a cookie set with these options. */
export const clearCookie = (ctx: Context, name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): void => setCookie(ctx, name, '', { ...options, maxAgeSeconds: 0 });

/** A cookie's value, if the request has it (unsigned; at most 4 KiB, as browsers keep). */
export const cookieOf = (ctx: Context, name: string): string | undefined => {
  const value = ctx.cookies.get(name);
  return value === undefined || value === '' || value.length > 4096 ? undefined : value;
};
