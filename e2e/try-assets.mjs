import { chromium } from '@playwright/test';
import fs from 'node:fs';
import zlib from 'node:zlib';
const origin = 'http://127.0.0.1:3300';
const id = (await (await fetch(`${origin}/api/sandbox/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'certified' }) })).json()).data;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 414, height: 896 }, isMobile: true, userAgent: 'MicroMessenger/8.0', locale: 'zh-CN' });
await context.addInitScript(([i]) => { localStorage.setItem('app_version', 'v20240111.1'); localStorage.setItem('ia_token', i.token); localStorage.setItem('ia_openid', i.openid); }, [id]);
const page = await context.newPage();
const assets = new Set();
page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/h5/assets/')) assets.add(u.pathname.slice(4)); });
await page.goto(`${origin}/h5/`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
const total = { js: 0, css: 0 };
for (const a of assets) { const f = `../apps/web/dist/${a}`; const g = zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length; total[a.endsWith('.css') ? 'css' : 'js'] += g; }
console.log(assets.size, 'files', JSON.stringify(total));
await browser.close();
