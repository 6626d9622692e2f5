// Helpers that drive the demo page as a user would: find buttons, links and
// fields by their visible text, aria label or label, across the shop's shadow
// roots. The finders run in the page (installed by `installProbes`, before the
// page's own scripts), the actions here in Node through puppeteer-core.

/** Runs in the page before anything else: the finders, and the CSP and error listeners. */
function probes() {
  window.__e2eViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const text = `${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`;
    window.__e2eViolations.push(text);
    window.__e2eReportViolation?.(text);
  });
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const roots = () => {
    const out = [document];
    for (let i = 0; i < out.length; i += 1) for (const el of out[i].querySelectorAll('*')) if (el.shadowRoot) out.push(el.shadowRoot);
    return out;
  };
  const all = (selector) => roots().flatMap((root) => [...root.querySelectorAll(selector)]);
  const visible = (el) => {
    if (!el.isConnected || !el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const byId = (el, id) => el.getRootNode().getElementById?.(id) ?? document.getElementById(id);
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by) return norm(by.split(/\s+/).map((id) => byId(el, id)?.textContent).join(' '));
    if (el.labels?.length) return norm([...el.labels].map((l) => l.textContent).join(' '));
    return norm(el.textContent || el.value || el.getAttribute('title'));
  };
  const enabled = (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true';
  /** The element among `selector` passing `test` whose accessible name is `want` (exactly, else containing it). */
  const pick = (selector, want, within, test = visible) => {
    const scope = within ? all(within).filter(visible) : null;
    const found = all(selector).filter((el) => test(el) && (!scope || scope.some((s) => s.contains(el) || s.shadowRoot?.contains(el))));
    const target = norm(want);
    return found.find((el) => name(el) === target) ?? found.find((el) => name(el).includes(target)) ?? null;
  };
  const CLICKABLE = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"], summary, input[type="checkbox"], input[type="radio"]';
  /** A button waiting behind a closed "More actions" (ui/ActionMenu, a narrow part's card): open that menu, as a user would; found on the next round. */
  const reveal = (want, within) => {
    const menu = pick(CLICKABLE, want, within, (el) => !visible(el) && el.closest('.es-more__menu'))?.closest('.es-more__menu');
    all('[aria-expanded="false"]').find((t) => menu && t.getAttribute('aria-controls') === menu.id && visible(t))?.click();
    return null;
  };
  const FIELD = 'input:not([type="hidden"]), select, textarea';
  window.__e2e = {
    all,
    visible,
    name,
    /** Enabled only: a button disabled while the shop is busy is waited for. */
    clickable: (want, within) => pick(CLICKABLE, want, within, (el) => visible(el) && enabled(el)) ?? reveal(want, within),
    field: (want, within) => pick(FIELD, want, within),
    /** Whether a click at the middle of `el` reaches it (no toast or overlay over it). */
    reachable: (el) => window.__e2e.hit(el) === true,
    /** true when a click at the middle of `el` reaches it, else what it would hit instead. */
    hit: (el) => {
      if (!el.isConnected) return 'nothing (the element was replaced)';
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      if (hit && (hit === el || el.contains(hit))) return true;
      return hit ? `${hit.tagName.toLowerCase()}.${hit.className} "${norm(hit.textContent).slice(0, 40)}"` : 'nothing';
    },
    /** Some visible element matching `selector` whose text contains every one of `texts`. */
    text: (selector, texts) => all(selector).find((el) => visible(el) && texts.every((t) => norm(el.textContent).includes(norm(t)))) ?? null,
    /** The text of the visible shop (for failure reports). */
    dump: () => all('[role="dialog"], main, .es-root').filter(visible).map((el) => norm(el.innerText)).join('\n---\n'),
  };
}

/** Install the finders on every document of `page`; CSP violations go to `onViolation` as they happen. */
export async function installProbes(page, onViolation) {
  await page.exposeFunction('__e2eReportViolation', onViolation);
  await page.evaluateOnNewDocument(probes);
}

const TIMEOUT = Number(process.env.E2E_TIMEOUT) || 15000;

/** Wait for an element found by `finder` (a __e2e method) with `args`; its handle. */
async function find(page, finder, args, what) {
  try {
    const handle = await page.waitForFunction((f, a) => window.__e2e?.[f](...a), { timeout: TIMEOUT, polling: 100 }, finder, args);
    return handle.asElement();
  } catch (e) {
    throw new Error(`${what} not found (${e.message.split('\n')[0]})`);
  }
}

/** Click the enabled button, link, tab or checkbox named `name` (visible text or aria label), optionally inside `within`. */
export async function click(page, name, within) {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    // Found afresh each round: a re-render may replace the element found before.
    const el = await find(page, 'clickable', [name, within], `button/link "${name}"`);
    await el.scrollIntoView().catch(() => {});
    // A toast may cover it for a while (and stays while the pointer rests on it): wait as a user would.
    await page.mouse.move(0, 0);
    const reached = await page.waitForFunction((e) => window.__e2e.reachable(e), { timeout: 1000, polling: 100 }, el).then(() => true, () => false);
    if (reached) {
      await el.click();
      return el;
    }
    if (Date.now() > deadline) {
      const instead = await el.evaluate((e) => window.__e2e.hit(e)).catch(() => 'nothing');
      throw new Error(`button/link "${name}" cannot be clicked: a click there reaches ${instead}`);
    }
  }
}

/** The field labelled `label`. */
export const field = (page, label, within) => find(page, 'field', [label, within], `field "${label}"`);

/** Type `text` into the field labelled `label`, replacing what it held. */
export async function type(page, label, text, within) {
  const el = await field(page, label, within);
  await el.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  await el.type(text);
  return el;
}

/** Choose the option whose text contains `option` in the select labelled `label`. */
export async function choose(page, label, option, within) {
  const el = await field(page, label, within);
  const value = await el.evaluate((select, want) => [...select.options].find((o) => o.textContent.includes(want) && !o.disabled)?.value, option);
  if (value === undefined) throw new Error(`select "${label}" has no option "${option}"`);
  await el.select(value);
}

/** Wait until a visible element matching `selector` (in any shadow root) holds all of `texts`. */
export async function see(page, selector, ...texts) {
  return find(page, 'text', [selector, texts], `${selector} with "${texts.join('", "')}"`);
}

/** Open an in-shop route (the part after `#`) as a fresh page load. */
export async function open(page, base, route) {
  await page.goto(`${base}#${route}`, { waitUntil: 'networkidle0' });
}

/** Wait until the demo backend answers (its service worker controls the page) and the shop mounted. */
export async function ready(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller && window.__e2e?.all('.es-root').length, { timeout: 20000 });
}
