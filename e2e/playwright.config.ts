import { defineConfig } from '@playwright/test';

/** The e2e server: started the way `npm start` starts it, on its own port and a fresh data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** WeChat's in-app browser on Android identifies itself with "MicroMessenger". */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 ' +
  'MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

export default defineConfig({
  testDir: './specs',
  // Per port, so a second run on another port never wipes this run's artifacts.
  outputDir: E2E_PORT === 3100 ? './test-results' : `./test-results-${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: one worker keeps the server and the browser from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: E2E_ORIGIN,
    viewport: { width: 414, height: 896 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_USER_AGENT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, network, DOM snapshots) but no screencast: filming
    // every test at twice the pixels cost the CPU the rest of \`npm test\` needs.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'wechat-mobile', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node start-server.mjs',
    url: `${E2E_ORIGIN}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
