import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { deadlineOf, withinTimeLimit } from './within-time-limit';

const timeout = (timeoutMs: number) => E.left({ _tag: 'GenerationFailed', failure: { code: 'generation_timeout', timeoutMs } });

describe('withinTimeLimit', () => {
  describe('when the task never ends', () => {
    it('answers generation_timeout once the limit passes', async () => {
      const never: TE.TaskEither<never, string> = () => new Promise(() => undefined);
      await expect(withinTimeLimit(5)(never)()).resolves.toEqual(timeout(5));
    });
  });

  describe('when the task ends in time', () => {
    it('answers what it answers', async () => {
      await expect(withinTimeLimit(60_000)(TE.right('done'))()).resolves.toEqual(E.right('done'));
    });
  });
});

describe('deadlineOf', () => {
  it('lets a step through while time is left, and fails it after', async () => {
    let now = 1_000;
    const deadline = deadlineOf(100, () => now);
    await expect(deadline.check('a')()).resolves.toEqual(E.right('a'));
    now = 1_060;
    expect(deadline.remainingMs()).toBe(40);
    now = 1_100;
    await expect(deadline.check('b')()).resolves.toEqual(timeout(100));
  });
});
