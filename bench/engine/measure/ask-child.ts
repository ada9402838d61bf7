import { fork } from 'node:child_process';

/**
 * Sends `request` to a fresh `node --require tsx/cjs` process running `script` and answers the
 * one message it sends back, or what `ifSilent` makes of its exit when it sends none.
 */
export const askChild = <Request extends object, Answer>(script: string, request: Request, ifSilent: (exit: string) => Answer): Promise<Answer> =>
  new Promise((resolve) => {
    const child = fork(script, [], { execArgv: ['--require', 'tsx/cjs'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    const answer = (value: Answer): void => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    child.once('message', (message: Answer) => answer(message));
    child.once('exit', (code, signal) => answer(ifSilent(`${signal ?? code}`)));
    child.send(request);
  });
