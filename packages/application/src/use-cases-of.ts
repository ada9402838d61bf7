import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from './app-error';
import { retryingLostRaces } from './retry-lost-races';

/** Each use case of `factories` made from the same dependencies, under its own name. */
type Made<D, F> = { readonly [K in keyof F]: F[K] extends (deps: D) => infer U ? U : never };

type Write = (input: never) => TE.TaskEither<AppError, unknown>;

/** A feature's reads, each made from its dependencies (`{ getAlias }` → `{ getAlias: getAlias(deps) }`). */
export const readsOf = <D, F extends Record<string, (deps: D) => unknown>>(deps: D, factories: F): Made<D, F> =>
  Object.fromEntries(Object.entries(factories).map(([name, make]) => [name, make(deps)])) as Made<D, F>;

/** A feature's writes, each made from its dependencies and run again, whole, when it loses a race (ADR 0016). */
export const writesOf = <D, F extends Record<string, (deps: D) => Write>>(deps: D, factories: F): Made<D, F> =>
  Object.fromEntries(Object.entries(factories).map(([name, make]) => [name, retryingLostRaces(make(deps) as (input: unknown) => TE.TaskEither<AppError, unknown>)])) as Made<D, F>;
