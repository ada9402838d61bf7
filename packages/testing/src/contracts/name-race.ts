import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';

/** Runs two writes at once and answers the winners and the errors of the losers. */
export const race = async <L, R>(first: TE.TaskEither<L, R>, second: TE.TaskEither<L, R>): Promise<{ readonly winners: number; readonly losers: ReadonlyArray<L> }> => {
  const results = await Promise.all([first(), second()]);
  return { winners: results.filter(E.isRight).length, losers: results.filter(E.isLeft).map((result) => result.left) };
};

/** Runs two inserts of one name (in different case) at once: exactly one wins, the other is refused with the resource's NameTaken. */
export const expectOneWinnerOfNameRace = async (first: TE.TaskEither<unknown, void>, second: TE.TaskEither<unknown, void>, resource: string): Promise<void> => {
  const { winners, losers } = await race(first, second);
  expect(winners).toBe(1);
  expect(losers).toEqual([expect.objectContaining({ _tag: 'NameTaken', resource })]);
};
