/**
 * The signed-in API key: in sessionStorage only (gone when the tab closes; never in a URL, a
 * cookie or localStorage). Signing out forgets it.
 */
const STORAGE_KEY = 'quire.apiKey';

type Listener = (notice: string | undefined) => void;
const listeners = new Set<Listener>();

export const session = {
  key: (): string | undefined => sessionStorage.getItem(STORAGE_KEY) ?? undefined,
  signIn: (key: string): void => {
    sessionStorage.setItem(STORAGE_KEY, key);
    listeners.forEach((listener) => listener(undefined));
  },
  signOut: (notice?: string): void => {
    if (sessionStorage.getItem(STORAGE_KEY) === null) return;
    sessionStorage.removeItem(STORAGE_KEY);
    listeners.forEach((listener) => listener(notice));
  },
  onChange: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
