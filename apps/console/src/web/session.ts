/**
 * How the console is signed in: with an API key, kept in sessionStorage only (gone when the tab
 * closes; never in a URL, a cookie or localStorage), or with the server's session cookie after a
 * sign-in with the identity provider (the cookie is HttpOnly: the console only knows it is there,
 * and sends the readable `quire_csrf` cookie's value back with every change). Signing out forgets both.
 */
const STORAGE_KEY = 'quire.apiKey';
const CSRF_COOKIE = 'quire_csrf';

type Listener = (notice: string | undefined) => void;
const listeners = new Set<Listener>();
/** Set when GET /auth/status says this browser's session cookie signs someone in. */
let cookieSession: { readonly name: string; readonly tenant: string } | undefined;

const changed = (notice: string | undefined): void => listeners.forEach((listener) => listener(notice));

export const session = {
  key: (): string | undefined => sessionStorage.getItem(STORAGE_KEY) ?? undefined,
  /** Who the session cookie signs in, when the console is signed in that way. */
  person: (): { readonly name: string; readonly tenant: string } | undefined => cookieSession,
  signedIn: (): boolean => sessionStorage.getItem(STORAGE_KEY) !== null || cookieSession !== undefined,
  signIn: (key: string): void => {
    sessionStorage.setItem(STORAGE_KEY, key);
    changed(undefined);
  },
  /** The server said the session cookie is signed in (after the identity provider sent the browser back). */
  signedInWithCookie: (person: { readonly name: string; readonly tenant: string }): void => {
    cookieSession = person;
    changed(undefined);
  },
  signOut: (notice?: string): void => {
    if (!session.signedIn()) return;
    sessionStorage.removeItem(STORAGE_KEY);
    cookieSession = undefined;
    changed(notice);
  },
  /** The CSRF token a change made with the session cookie sends in X-CSRF-Token. */
  csrfToken: (): string | undefined => {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
    return entry === undefined ? undefined : entry.slice(CSRF_COOKIE.length + 1);
  },
  onChange: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
