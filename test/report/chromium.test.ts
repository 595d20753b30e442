import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { writeReport } from '../../src/report/index.js';

const RELEASE = join(import.meta.dirname, '..', 'fixtures', 'release-mini');
const CHROMIUM = process.env.EXECRET_CHROMIUM ?? '/usr/bin/chromium';

test('the HTML report renders in headless Chromium with no console errors and no network requests', async (t) => {
  assert.ok(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: run scripts/setup-system.sh`);
  const dir = mkdtempSync(join(tmpdir(), 'execret-chromium-'));
  // one system: the exec@k chart's groups are then at their narrowest, where its labels used to run together
  await evaluate({
    release: RELEASE,
    retrievers: ['bm25', 'tfidf', 'hashing?dims=64'],
    out: join(dir, 'results'),
    replicates: 200,
  });
  await evaluate({ release: RELEASE, retrievers: ['bm25'], out: join(dir, 'one'), replicates: 200 });
  const html = join(dir, 'report.html');
  writeReport({
    results: join(dir, 'results'),
    release: RELEASE,
    html,
    md: join(dir, 'r.md'),
    json: join(dir, 'r.json'),
  });
  // A browser that dies under it (the page crashes, or the process goes) is the machine's fault, not the report's:
  // that run is retried once in a fresh browser, and said so. A failed assertion in a live browser is never retried.
  for (let attempt = 1; ; attempt++) {
    const crashed = { yes: false };
    try {
      await checkInBrowser(html, dir, crashed);
      return;
    } catch (e) {
      if (!crashed.yes || attempt === 2) throw e;
      t.diagnostic(
        `Chromium died under the first run (${String(e).split('\n')[0]}): retried in a fresh browser`,
      );
    }
  }
});

async function checkInBrowser(html: string, dir: string, crashed: { yes: boolean }): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // a container's /dev/shm may be small: shared memory goes to /tmp instead
      '--disable-dev-shm-usage',
    ],
  });
  let closing = false;
  browser.on('disconnected', () => {
    if (!closing) crashed.yes = true;
  });
  try {
    const page = await browser.newPage();
    page.on('crash', () => (crashed.yes = true));
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) requests.push(r.url());
    });
    await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
    assert.deepEqual(errors, []);
    assert.deepEqual(requests, []);
    const charts = await page.locator('svg.chart').count();
    assert.ok(charts >= 3, `${charts} charts`);
    const box = await page.locator('svg.exec-at-k').boundingBox();
    assert.ok(box && box.width > 100 && box.height > 100, 'the exec@k chart has a size on the page');
    for (const cls of [
      'rank-intervals',
      'ties',
      'deception-span-core',
      'deception-bug-type',
      'domain-heatmap',
    ])
      assert.ok(await page.locator(`svg.${cls}`).isVisible(), `chart ${cls} is shown`);
    await assertLabelsApart(page, 'svg.exec-at-k text.x-label');
    if (process.env.EXECRET_SCREENSHOTS) {
      for (const id of ['leaderboard', 'ties', 'deception', 'bug-type', 'domain'])
        await page
          .locator(`section#${id}`)
          .screenshot({ path: join(process.env.EXECRET_SCREENSHOTS, `${id}.png`) });
    }
    // the explorer filter works
    const before = await page.locator('.q:visible').count();
    await page.fill('#filter', 'zzzz-no-such-query');
    assert.equal(await page.locator('.q:visible').count(), 0);
    assert.ok(before > 0);
    await page.fill('#filter', '');
    // a snippet is written once (a <template>) and shown where its <details> opens
    const first = page.locator('.q').first();
    const clones = first.locator(':scope > details').first();
    assert.equal(await clones.locator('[data-s] pre').count(), 0, 'nothing is filled before it is opened');
    await clones.locator(':scope > summary').click();
    assert.ok(await clones.locator('[data-s] pre').first().isVisible(), 'opening the clones shows them');
    assert.ok((await clones.locator('del, ins').count()) > 0, 'a clone is shown as its diff');
    const top = first.locator(':scope > details').nth(1);
    await top.locator(':scope > summary').click();
    await top.locator('li details > summary').first().click();
    assert.ok(
      await top.locator('li details [data-s] pre').first().isVisible(),
      'a top-10 hit shows its snippet',
    );
    // with one system, the narrowest groups: the x-axis labels still do not touch
    const one = join(dir, 'one.html');
    writeReport({ results: join(dir, 'one'), release: RELEASE, html: one });
    await page.goto(pathToFileURL(one).href, { waitUntil: 'load' });
    await assertLabelsApart(page, 'svg.exec-at-k text.x-label');
  } finally {
    closing = true;
    await browser.close();
  }
}

/** The rendered boxes of the matched labels, left to right, leave a gap between neighbours. */
async function assertLabelsApart(page: Page, selector: string): Promise<void> {
  const boxes = (await page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent, left: r.left, right: r.right };
    }),
  )) as { text: string; left: number; right: number }[];
  assert.ok(boxes.length >= 4, `${boxes.length} labels`);
  boxes.sort((a, b) => a.left - b.left);
  for (let i = 1; i < boxes.length; i++)
    assert.ok(
      boxes[i].left > boxes[i - 1].right + 2,
      `labels ${boxes[i - 1].text} and ${boxes[i].text} overlap`,
    );
}
