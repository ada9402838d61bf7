import { useEffect, useState } from 'preact/hooks';

/** The page the hash names: `#/templates/abc` → ['templates', 'abc']. The hash carries no secret, only where you are. */
export type Route = { readonly parts: ReadonlyArray<string>; readonly query: URLSearchParams };

const parse = (hash: string): Route => {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  return { parts: path.split('/').filter((part) => part !== '').map(decodeURIComponent), query: new URLSearchParams(query) };
};

export const useRoute = (): Route => {
  const [route, setRoute] = useState(() => parse(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parse(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
};

export const href = (...parts: ReadonlyArray<string>): string => `#/${parts.map(encodeURIComponent).join('/')}`;

export const go = (...parts: ReadonlyArray<string>): void => {
  location.hash = href(...parts);
};
