import type { Router } from '@koa/router';
import type { Logger } from 'pino';
import type { AppState } from '../../app-state';
import { PROBLEM_CONTENT_TYPE, problem } from '../problems/problem';

/** One file of the web console: its bytes, media type, and whether its name changes with its content. */
export type ConsoleFile = { readonly bytes: Uint8Array; readonly type: string; readonly immutable: boolean };

/** The console's files by name (`index.html`, …), made when first asked for (the composition root builds them; ADR 0070). */
export type ConsoleFiles = () => Promise<ReadonlyMap<string, ConsoleFile>>;

/**
 * The console's policy: every script, style, font, image and worker from this server, nothing inline,
 * no plug-ins, no framing; `blob:` images for the PDF preview's pages, `data:` for images that
 * pdf.js and the browser's own controls make. The API is reached on the same origin.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * `GET /console` (→ `/console/`), `/console/` (the page) and `/console/:file` (its scripts, styles,
 * the pdf.js worker): the web console, under CONSOLE_CSP. Without `files` the console is off and
 * these paths are not served.
 */
export const registerConsoleRoutes = (router: Router<AppState>, files: ConsoleFiles | undefined, logger: Logger): void => {
  if (files === undefined) return;
  const serve = async (ctx: Parameters<Parameters<Router<AppState>['get']>[1]>[0], name: string, next: () => Promise<unknown>): Promise<unknown> => {
    if (!FILE_NAME.test(name)) return next();
    let all: ReadonlyMap<string, ConsoleFile>;
    try {
      all = await files();
    } catch (error) {
      // The error's name alone: esbuild's messages quote files and source lines.
      logger.error({ error: { name: error instanceof Error ? error.name : 'unknown' } }, 'the console could not be built (npm run -w @quire/console check:build says why)');
      ctx.status = 503;
      ctx.body = problem(503, 'console_unavailable', 'Console unavailable', 'The web console could not be built; the API is unaffected.');
      ctx.type = PROBLEM_CONTENT_TYPE;
      return undefined;
    }
    const file = all.get(name);
    if (file === undefined) return next();
    ctx.set('Content-Security-Policy', CONSOLE_CSP);
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = file.type;
    ctx.body = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    return undefined;
  };
  // One route for both: `/console` matches `/console/` too (a trailing slash is tolerated).
  router.get('/console', (ctx, next) => {
    if (ctx.path.endsWith('/')) return serve(ctx, 'index.html', next);
    ctx.status = 301;
    ctx.redirect('/console/');
    return undefined;
  });
  router.get('/console/:file', (ctx, next) => serve(ctx, ctx.params['file'] ?? '', next));
};
