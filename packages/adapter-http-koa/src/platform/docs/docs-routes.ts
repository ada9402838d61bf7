import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Router } from '@koa/router';
import type { AppState } from '../../app-state';

/** The files of the installed swagger-ui-dist package that the page needs; nothing else is served. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Quire API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/swagger-ui-standalone-preset.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// validatorUrl null: the page never calls the public validator service.
const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
`;

const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'";

/** `GET /docs`: the interactive reference of /openapi.json, from local files only (no CDN). */
export const registerDocsRoutes = (router: Router<AppState>): void => {
  const root = dirname(require.resolve('swagger-ui-dist/package.json'));

  router.get('/docs', (ctx) => {
    ctx.set('Content-Security-Policy', CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = PAGE;
  });

  router.get('/docs/:file', (ctx, next) => {
    const file = ctx.params['file'] ?? '';
    if (file === 'init.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = INIT;
      return;
    }
    const type = Object.prototype.hasOwnProperty.call(ASSETS, file) ? ASSETS[file] : undefined;
    if (type === undefined) return next();
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = type;
    ctx.body = createReadStream(join(root, file));
  });
};
