import type { Context } from 'koa';

/** The policy of the sign-in pages: nothing but their own HTML (no script, style or image). */
const PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type AuthPage = { readonly status: number; readonly title: string; readonly message: string; readonly code: string };

/**
 * Answers a sign-in that could not finish with a page a person reads (their browser is on it, not
 * a script): what happened, in words, its code, and the ways on. Never a provider's message, a
 * token or an e-mail.
 */
export const sendAuthPage = (ctx: Context, page: AuthPage): void => {
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} — Quire</title></head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
<p>Code: <code>${escapeHtml(page.code)}</code> (HTTP ${page.status})</p>
<p><a href="/auth/login">Try to sign in again</a> · <a href="/console/">Back to the console</a></p>
</main>
</body>
</html>
`;
};
