import type * as TE from 'fp-ts/TaskEither';
import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { AppError } from './app-error';
import { retryingLostRaces } from './retry-lost-races';

export type Bind = ContainerModuleLoadOptions['bind'];

/** A use case's token, and how it is bound. */
export type UseCaseBinding<T> = { readonly token: ServiceIdentifier<T>; readonly bindTo: (bind: Bind) => void };

/** The use cases a feature's token map names, by name: what the HTTP adapter and the CLI call. */
export type UseCasesOf<M> = { readonly [K in keyof M]: M[K] extends ServiceIdentifier<infer T> ? T : never };

/** A port the container may lack: the factory gets undefined then. */
export type OptionalPort<T> = { readonly serviceIdentifier: ServiceIdentifier<T>; readonly optional: true };
export const optionalPort = <T>(serviceIdentifier: ServiceIdentifier<T>): OptionalPort<T> => ({ serviceIdentifier, optional: true });

/** One token per dependency of a use case's factory. */
type PortTokens<D> = { readonly [K in keyof D]-?: ServiceIdentifier<D[K]> | (undefined extends D[K] ? OptionalPort<Exclude<D[K], undefined>> : never) };

/**
 * A token that is not one of the factory's dependencies, or that names another type, is `never`.
 * (`ServiceIdentifier<T>` is a plain symbol to the compiler; what it names is known only from the
 * declared type of each token, which this compares.)
 */
type OnlyTheirTokens<M, D> = {
  readonly [K in keyof M]: K extends keyof D
    ? M[K] extends OptionalPort<infer U>
      ? [U | undefined] extends [D[K]]
        ? M[K]
        : never
      : M[K] extends ServiceIdentifier<infer U>
        ? [U] extends [D[K]]
          ? M[K]
          : never
        : never
    : never;
};

/**
 * A use case bound to its token: made once (a singleton) by its factory, from exactly the ports
 * it uses. The compiler refuses a missing, extra or mistyped port token.
 */
export const useCase = <D, T, M extends PortTokens<D>>(token: ServiceIdentifier<T>, make: (deps: D) => T, ports: M & OnlyTheirTokens<M, D>): UseCaseBinding<T> => {
  const names = Object.keys(ports);
  const tokens = names.map((name) => (ports as Readonly<Record<string, ServiceIdentifier | OptionalPort<unknown>>>)[name] as ServiceIdentifier | OptionalPort<unknown>);
  return {
    token,
    bindTo: (bind) => {
      bind<T>(token)
        .toResolvedValue((...values: unknown[]) => make(Object.fromEntries(names.map((name, index) => [name, values[index]])) as D), tokens)
        .inSingletonScope();
    },
  };
};

/** A write use case, bound as `useCase` does; it runs again, whole, when it loses a race (ADR 0016). */
export const writeUseCase = <D, I, A, M extends PortTokens<D>>(
  token: ServiceIdentifier<(input: I) => TE.TaskEither<AppError, A>>,
  make: (deps: D) => (input: I) => TE.TaskEither<AppError, A>,
  ports: M & OnlyTheirTokens<M, D>,
): UseCaseBinding<(input: I) => TE.TaskEither<AppError, A>> =>
  useCase<D, (input: I) => TE.TaskEither<AppError, A>, M>(token, (deps) => retryingLostRaces(make(deps)), ports);

/** A feature's token map: each use case's token by its name (a plain object, for callers to iterate). */
export const tokensOf = <U extends Readonly<Record<string, UseCaseBinding<never>>>>(useCases: U): { readonly [K in keyof U]: U[K]['token'] } =>
  Object.fromEntries(Object.entries(useCases).map(([name, binding]) => [name, binding.token])) as { readonly [K in keyof U]: U[K]['token'] };

/** Binds every use case of a feature. */
export const bindAll =
  (useCases: Readonly<Record<string, UseCaseBinding<never>>>) =>
  (bind: Bind): void => {
    for (const binding of Object.values(useCases)) binding.bindTo(bind);
  };
