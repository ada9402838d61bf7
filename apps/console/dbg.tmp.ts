import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const p = await b.newPage();
  p.on('console', (m) => console.log('console:', m.type(), m.text()));
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  p.on('response', (r) => console.log('resp', r.status(), r.url()));
  await p.goto('http://127.0.0.1:8931/console');
  await p.waitForTimeout(3000);
  console.log((await p.content()).slice(0, 1500));
  await b.close();
})();
