import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Problem, Result } from '../api/client';

export type Loaded<A> = { readonly data: A | undefined; readonly problem: Problem | undefined; readonly loading: boolean; readonly reload: () => void };

/** Loads once per change of `deps`, and again on reload(); the last answer wins. */
export const useLoad = <A>(load: () => Promise<Result<A>>, deps: ReadonlyArray<unknown>): Loaded<A> => {
  const [state, setState] = useState<{ data: A | undefined; problem: Problem | undefined; loading: boolean }>({ data: undefined, problem: undefined, loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    setState((before) => ({ ...before, loading: true }));
    void load().then((result) => {
      if (!current) return;
      setState(result.ok ? { data: result.data, problem: undefined, loading: false } : { data: undefined, problem: result.problem, loading: false });
    });
    return () => {
      current = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
};
