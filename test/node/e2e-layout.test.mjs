// test/e2e/dom.mjs `layoutProblems`: the check the journeys run after every
// step on the CMS host (and scripts/shots/shoot.mjs prints). Pages built here with
// shadow roots as the shop's parts have them, in headless Chromium.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchChromium } from '../runner/chromium.mjs';
import { fits, layoutProblems } from '../e2e/dom.mjs';

let browser;
let page;
before(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewport({ width: 375, height: 700 });
});
after(() => browser?.close());

/** A page whose `[data-event-shop="view"]` placeholder (`width` px) holds `inner` in its shadow root; `host` goes beside it. */
async function show(inner, { width = 300, host = '' } = {}) {
  await page.setContent(`<!doctype html><body style="margin:0">${host}<div data-event-shop="view" style="width:${width}px"></div></body>`);
  await page.evaluate((html) => {
    const root = document.querySelector('[data-event-shop]').attachShadow({ mode: 'open' });
    root.innerHTML = `<div class="es-root">${html}</div>`;
  }, inner);
}

test('a shop that fits its placeholder and the window has no problem', async () => {
  await show('<p>Weekend ticket</p><input value="a-very-long-address-typed-into-the-field@festival.example" style="width:100px">');
  assert.deepEqual(await layoutProblems(page), []);
  await fits(page);
});

test('an element of a part wider than its box is named with its part, class, text and widths', async () => {
  await show(
    '<div class="es-product" style="width:120px"><button class="es-btn" style="white-space:nowrap;width:80px;overflow:hidden">Add to cart now please</button></div>',
  );
  const problems = await layoutProblems(page);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^view part: button\.es-btn "Add to cart now please" is wider than its box \(\d+ > \d+ px\)$/);
});

test('content wider than the placeholder itself, sticking out of the window and scrolling the page sideways, is found', async () => {
  await show('<div class="es-wide" style="width:500px">Wide</div>', { width: 300 });
  const problems = await layoutProblems(page);
  assert.ok(
    problems.some((p) => p.startsWith('the page scrolls sideways (500 px of content in a 375 px window)')),
    problems.join('\n'),
  );
  assert.ok(problems.includes('view part: div[data-event-shop] "Wide" is wider than its box (500 > 300 px)'), problems.join('\n'));
  assert.ok(
    problems.some((p) => /^view part: div\.es-wide "Wide" sticks out of the window \(x 0 to 500 in 375 px\)$/.test(p)),
    problems.join('\n'),
  );
  await assert.rejects(fits(page), /the shop does not fit at 375 px:\nthe page scrolls sideways/);
});

test('a panel opened off the left edge of the window is found (it scrolls nothing)', async () => {
  await show('<div class="es-dropdown" style="position:absolute;left:-124px;width:200px">Cart</div>');
  assert.deepEqual(await layoutProblems(page), ['view part: div.es-dropdown "Cart" sticks out of the window (x -124 to 76 in 375 px)']);
});

test('visually hidden, hidden and display:none elements, and the host page itself, do not count', async () => {
  const wide = '<span style="display:inline-block;width:900px">x</span>';
  await show(
    '<style>.es-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); }</style>' +
      `<div class="es-visually-hidden">${wide}</div>` +
      `<div style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">${wide}</div>` +
      `<div style="display:none">${wide}</div>` +
      `<div style="visibility:hidden;position:absolute;left:-500px;width:10px">gone</div>`,
    { host: '<div style="width:120px;overflow:hidden"><span style="display:inline-block;width:300px">host</span></div>' },
  );
  assert.deepEqual(await layoutProblems(page), []);
});
