import type * as TE from 'fp-ts/TaskEither';
import { expectRight } from './run-task';

/**
 * What a contract suite gets from the adapter under test, fresh for every test: the adapter, the
 * stores it depends on (extra), and how to release it. Tests never assume an empty store: they build
 * new rows with the builders, so one database may serve a whole suite.
 */
export type ContractFixture<A, Extra = object> = { readonly adapter: A; readonly cleanup: () => Promise<void> } & Extra;

export type MakeFixture<A, Extra = object> = () => Promise<ContractFixture<A, Extra>>;

/** Declares beforeEach/afterEach that make and release the fixture; the getter answers the current one. */
export const useFixture = <A, Extra>(make: MakeFixture<A, Extra>): (() => ContractFixture<A, Extra>) => {
  let current: ContractFixture<A, Extra> | undefined;
  beforeEach(async () => {
    current = await make();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error('the fixture is only available inside a test');
    return current;
  };
};

/** A fixture made from a store of several parts: the parts `pick` hands the suite (its adapter and what it depends on), and the store's cleanup. */
export const fixtureOf =
  <S extends { readonly cleanup: () => Promise<void> }, A, Extra>(make: () => Promise<S>, pick: (stores: S) => { readonly adapter: A } & Extra): MakeFixture<A, Extra> =>
  async () => {
    const stores = await make();
    return { ...pick(stores), cleanup: stores.cleanup };
  };

/** A `given` for rows that belong to someone: an arbitrary item of a new owner (`ownerOf`), with the test's overrides, stored; answers it. */
export const givenStored =
  <A, Owner extends Partial<A>>(ownerOf: () => Promise<Owner>, arbitrary: (fields: Partial<A>) => A, insert: (item: A) => TE.TaskEither<unknown, void>) =>
  async (overrides: Partial<A> = {}): Promise<A> => {
    const item = arbitrary({ ...(await ownerOf()), ...overrides });
    await expectRight(insert(item));
    return item;
  };
