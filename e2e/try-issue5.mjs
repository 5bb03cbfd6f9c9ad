import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3300';
const UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const login = await (await fetch(`${origin}/api/sandbox/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'certified' }) })).json();
const id = login.data;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 414, height: 896 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: UA, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
await context.addInitScript(([i]) => { localStorage.setItem('app_version', 'v20240111.1'); localStorage.setItem('ia_token', i.token); localStorage.setItem('ia_openid', i.openid); if (i.unionid) localStorage.setItem('ia_unionid', i.unionid); }, [id]);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
const shot = async (name) => { await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/issue5/shots/${name}.png`, fullPage: false }); console.log('shot', name, page.url()); };
const paths = process.argv.slice(2);
for (const p of paths) {
  const [path, name] = p.split('|');
  await page.goto(`${origin}/h5${path}`);
  await shot(name);
}
await browser.close();
