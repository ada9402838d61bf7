import type { Context } from 'koa';
import type { HttpError } from './http-error';
import { PROBLEM_CONTENT_TYPE } from './problem';
import { problemFromError } from './problem-from-error';

/** Answers the request with the problem for this error (and WWW-Authenticate on 401). */
export const sendProblem = (ctx: Context, error: HttpError): void => {
  const body = problemFromError(error);
  ctx.status = body.status;
  if (body.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
  ctx.body = body;
  ctx.type = PROBLEM_CONTENT_TYPE;
};
