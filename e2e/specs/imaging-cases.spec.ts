import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Issue 14: imaging cases. The demo case's chest CT (64 slices, 肺窗/纵隔窗) is rendered by the
// seed from a phantom; the app shows it in a stack viewer loaded on demand.

const CASE_TITLE = '病例分享：右肺上叶磨玻璃结节的随访与诊断';
const RIGHT_ANSWER = '部分实性结节（混杂磨玻璃结节）';

interface Point {
  x: number;
  y: number;
}

/** Touches through Chromium's own input pipeline (touch events and pointer events, as a phone sends them). */
async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
  });
}

/** One finger from `from` to `to` in `steps` moves. */
async function drag(cdp: CDPSession, from: Point, to: Point, steps = 24) {
  await touch(cdp, 'touchStart', [from]);
  for (let step = 1; step <= steps; step++) {
    await touch(cdp, 'touchMove', [
      { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps },
    ]);
  }
  await touch(cdp, 'touchEnd', []);
}

async function stageBox(stage: Locator) {
  const box = await stage.boundingBox();
  if (!box) throw new Error('the stage has no box');
  return { ...box, centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

/** Opens the demo case from 病例专区 and answers how long its first slice took to show (ms). */
async function openCase(page: Page, navigate: (path: string) => Promise<void>): Promise<number> {
  await navigate('/casearea');
  const entry = page.getByText(CASE_TITLE).first();
  await expect(entry).toBeVisible();
  await page.evaluate(() => performance.mark('open-case'));
  await entry.click();
  const viewer = page.getByTestId('stack-viewer');
  await expect(viewer).toHaveAttribute('data-waiting', 'false');
  return page.evaluate(() => {
    const opened = performance.getEntriesByName('open-case')[0];
    const shown = performance.getEntriesByName('imaging:first-slice')[0];
    return opened && shown ? shown.startTime - opened.startTime : Number.POSITIVE_INFINITY;
  });
}

test.describe('imaging cases in the app', () => {
  test('scroll, zoom, window, marks, read then reveal; the answer and the learning are kept', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    const identity = await loginAs('certified');
    const requestedSlices: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/uploads/')) requestedSlices.push(sent.url());
    });
    const firstSliceMs = await openCase(page, navigate);
    console.log(`first slice shown ${Math.round(firstSliceMs)} ms after tapping the case`);
    expect(firstSliceMs).toBeLessThan(1000);
    await expect(page.getByRole('heading', { name: CASE_TITLE })).toBeVisible();

    const viewer = page.getByTestId('stack-viewer');
    const stage = page.getByRole('img', { name: /影像浏览/ });
    await stage.scrollIntoViewIfNeeded();
    await expect(viewer.getByText('1 / 64', { exact: true })).toBeVisible();

    // Once the slices are in, moving through all 64 never waits and asks the network for none of
    // them again (the other window's slices may still be arriving in the background).
    await expect(viewer).toHaveAttribute('data-loaded', '64', { timeout: 15_000 });
    const shownSlices = new Set(requestedSlices);
    const sliceRequests: string[] = [];
    page.on('request', (sent) => {
      if (shownSlices.has(sent.url())) sliceRequests.push(sent.url());
    });
    await viewer.evaluate((element) => {
      const seen = { waits: 0, positions: [] as string[] };
      (window as unknown as { imagingWatch: typeof seen }).imagingWatch = seen;
      new MutationObserver(() => {
        if (element.getAttribute('data-waiting') === 'true') seen.waits++;
        const position = element.getAttribute('data-position') ?? '';
        if (!seen.positions.includes(position)) seen.positions.push(position);
      }).observe(element, { attributes: true });
    });

    const cdp = await page.context().newCDPSession(page);
    const box = await stageBox(stage);
    // Drag up through the stack: the counter runs from 1 to the last slice.
    for (let attempt = 0; attempt < 4; attempt++) {
      if ((await viewer.getAttribute('data-position')) === '64') break;
      await drag(
        cdp,
        { x: box.centre.x, y: box.y + box.height - 10 },
        { x: box.centre.x, y: Math.max(20, box.y - 250) },
        96,
      );
    }
    await expect(viewer.getByText('64 / 64', { exact: true })).toBeVisible();
    const watch = await page.evaluate(
      () => (window as unknown as { imagingWatch: { waits: number; positions: string[] } }).imagingWatch,
    );
    expect(watch.waits).toBe(0);
    expect(watch.positions.length).toBeGreaterThan(40);
    expect(sliceRequests).toEqual([]);
    expect(shownSlices.size).toBeGreaterThanOrEqual(64);

    // The scrub bar goes straight to a slice.
    await page.getByRole('slider', { name: '层面' }).fill('23');
    await expect(viewer.getByText('23 / 64', { exact: true })).toBeVisible();

    // Pinch to zoom (two fingers apart), then a double tap resets.
    const { centre } = await stageBox(stage);
    await touch(cdp, 'touchStart', [
      { x: centre.x - 30, y: centre.y },
      { x: centre.x + 30, y: centre.y },
    ]);
    for (let step = 1; step <= 12; step++) {
      await touch(cdp, 'touchMove', [
        { x: centre.x - 30 - step * 10, y: centre.y },
        { x: centre.x + 30 + step * 10, y: centre.y },
      ]);
    }
    await touch(cdp, 'touchEnd', []);
    await expect.poll(async () => Number(await viewer.getAttribute('data-scale'))).toBeGreaterThan(2);
    await expect(viewer.getByText('23 / 64', { exact: true })).toBeVisible();
    await touch(cdp, 'touchStart', [centre]);
    await touch(cdp, 'touchEnd', []);
    await page.waitForTimeout(80);
    await touch(cdp, 'touchStart', [centre]);
    await touch(cdp, 'touchEnd', []);
    await expect(viewer).toHaveAttribute('data-scale', '1.00');

    // The window preset switch shows the same slice in the mediastinal window.
    const mediastinal = viewer.getByRole('button', { name: '纵隔窗' });
    await mediastinal.click();
    await expect(mediastinal).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer).toHaveAttribute('data-window', 'mediastinum');
    await expect(viewer).toHaveAttribute('data-waiting', 'false');
    await expect(viewer.getByText('23 / 64', { exact: true })).toBeVisible();

    // 显示标注 shows the operators' marks on this slice.
    await viewer.getByRole('button', { name: '显示标注' }).click();
    await expect(viewer.locator('[data-mark="circle"]')).toHaveCount(1);
    await expect(viewer.getByText('部分实性结节', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('imaging-viewer.png') });

    // Read, then reveal: nothing of the answer shows before answering.
    const question = page.getByRole('article', { name: '这个结节的最佳描述是？' });
    await expect(question.getByText('解析', { exact: true })).toHaveCount(0);
    await expect(question.getByText(/实性成分越大/)).toHaveCount(0);
    await question.getByRole('button', { name: RIGHT_ANSWER }).click();
    await question.getByRole('button', { name: '提交答案' }).click();
    await expect(question.getByText('回答正确')).toBeVisible();
    await expect(question.getByText(/实性成分越大/)).toBeVisible();
    await expect(question.getByText('已计入学习时长 1 分钟')).toBeVisible();

    // Reopened, the answer is remembered; the learning minute is on the content's record.
    await page.reload();
    const again = page.getByRole('article', { name: '这个结节的最佳描述是？' });
    await expect(again.getByText(`你的答案：${RIGHT_ANSWER}`)).toBeVisible();
    await expect(again.getByText('回答正确')).toBeVisible();
    await expect(again.getByRole('button', { name: '提交答案' })).toHaveCount(0);
    const history = await request.get('/api/platform/learn-log?current=1&pageSize=20', {
      headers: { authorization: `Bearer ${identity.token}` },
    });
    const items = ((await history.json()) as { data: { data: { title: string; total_tims: number }[] } }).data
      .data;
    expect(items.find((item) => item.title === CASE_TITLE)?.total_tims).toBeGreaterThanOrEqual(60);
  });
});
