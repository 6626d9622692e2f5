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
  // The shop's shadow roots first, the host document last: a host link named
  // like a shop link (a CMS menu's "Tickets") loses to the shop's own.
  const roots = () => {
    const out = [document];
    for (let i = 0; i < out.length; i += 1) for (const el of out[i].querySelectorAll('*')) if (el.shadowRoot) out.push(el.shadowRoot);
    return [...out.slice(1), document];
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
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => byId(el, id)?.textContent)
          .join(' '),
      );
    if (el.labels?.length) return norm([...el.labels].map((l) => l.textContent).join(' '));
    return norm(el.textContent || el.value || el.getAttribute('title'));
  };
  const enabled = (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true';
  /** The element among `selector` passing `test` whose accessible name is `want` (exactly, else containing it). */
  /** Whether `el` is inside `scope` across shadow boundaries (a host `<main>` holds a placeholder's shadow content). */
  const inside = (scope, el) => {
    for (let node = el; node; node = node.parentNode ?? node.host) if (node === scope) return true;
    return false;
  };
  const pick = (selector, want, within, test = visible) => {
    const scope = within ? all(within).filter(visible) : null;
    const found = all(selector).filter((el) => test(el) && (!scope || scope.some((s) => inside(s, el))));
    const target = norm(want);
    return found.find((el) => name(el) === target) ?? found.find((el) => name(el).includes(target)) ?? null;
  };
  const CLICKABLE =
    'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"], summary, input[type="checkbox"], input[type="radio"]';
  /** A button waiting behind a closed "More actions" (ui/ActionMenu, a narrow part's card): open that menu, as a user would; found on the next round. */
  const reveal = (want, within) => {
    const menu = pick(CLICKABLE, want, within, (el) => !visible(el) && el.closest('.es-more__menu'))?.closest('.es-more__menu');
    all('[aria-expanded="false"]')
      .find((t) => menu && t.getAttribute('aria-controls') === menu.id && visible(t))
      ?.click();
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
    text: (selector, texts) =>
      all(selector).find((el) => visible(el) && texts.every((t) => norm(el.textContent).includes(norm(t)))) ?? null,
    /** The text of the visible shop (for failure reports). */
    dump: () =>
      all('[role="dialog"], main, .es-root')
        .filter(visible)
        .map((el) => norm(el.innerText))
        .join('\n---\n'),
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

/**
 * Click what `findIt()` gives, once a click at its middle reaches it: a toast
 * may cover it for a while (and stays while the pointer rests on it), so wait
 * as a user would. Found afresh each round: a re-render may replace the
 * element found before, even between the check and the click.
 */
async function clickFound(page, findIt, what) {
  const deadline = Date.now() + TIMEOUT;
  let failure = '';
  for (;;) {
    const el = await findIt();
    await el.scrollIntoView().catch(() => {});
    await page.mouse.move(0, 0);
    const reached = await page
      .waitForFunction((e) => window.__e2e.reachable(e), { timeout: 1000, polling: 100 }, el)
      .then(
        () => true,
        () => false,
      );
    if (reached) {
      // The element notes the click it receives: a toast that slid over it between the check and the
      // click takes the click instead, and nothing happens (a phone's journey right after a login).
      const mark = await el.evaluate((e) => {
        const id = Math.random().toString(36).slice(2);
        window.__e2eClick = { id, hit: false };
        e.addEventListener('click', () => window.__e2eClick?.id === id && (window.__e2eClick.hit = true), { capture: true, once: true });
        return id;
      });
      failure = await el.click().then(
        () => '',
        (e) => e.message.split('\n')[0],
      );
      if (!failure) {
        // A click that left the page (a form sent to a payment provider) reached its element.
        const seen = await page.evaluate(() => window.__e2eClick ?? null).catch(() => null);
        if (!seen || seen.id !== mark || seen.hit) return el;
        failure = `the click reached ${await el.evaluate((e) => window.__e2e.hit(e)).catch(() => 'something else')}`;
      }
    }
    if (Date.now() > deadline) {
      const instead = await el.evaluate((e) => window.__e2e.hit(e)).catch(() => 'nothing');
      throw new Error(`${what} cannot be clicked: ${failure || `a click there reaches ${instead}`}`);
    }
  }
}

/** Click the enabled button, link, tab or checkbox named `name` (visible text or aria label), optionally inside `within`. */
export const click = (page, name, within) =>
  clickFound(page, () => find(page, 'clickable', [name, within], `button/link "${name}"`), `button/link "${name}"`);

/** The field labelled `label`. */
export const field = (page, label, within) => find(page, 'field', [label, within], `field "${label}"`);

/**
 * Type `text` into the field labelled `label`, replacing what it held: click
 * into it, select its text (a triple click selects nothing in Firefox over
 * BiDi: select() does it in every engine), erase it, type.
 */
export async function type(page, label, text, within) {
  const el = await clickFound(page, () => field(page, label, within), `field "${label}"`);
  await el.evaluate((e) => e.select());
  await page.keyboard.press('Backspace');
  await el.type(text);
  return el;
}

/** Choose the option whose text contains `option` in the select labelled `label`. */
export async function choose(page, label, option, within) {
  const el = await field(page, label, within);
  const value = await el.evaluate(
    (select, want) => [...select.options].find((o) => o.textContent.includes(want) && !o.disabled)?.value,
    option,
  );
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

/**
 * Wait until the demo backend answers (its service worker controls the page) and the shop mounted:
 * every placeholder it took has rendered (the first render gives each part a task of its own).
 */
export async function ready(page, { serviceWorker = true } = {}) {
  await page.waitForFunction(
    (worker) => {
      if ((worker && !navigator.serviceWorker?.controller) || !window.__e2e?.all('.es-root').length) return false;
      return [...document.querySelectorAll('[data-event-shop]')].every((el) => !el.shadowRoot || el.shadowRoot.querySelector('.es-root'));
    },
    { timeout: 20000 },
    serviceWorker,
  );
}

/**
 * Runs in the page: what of the shop does not fit, as a shopper would see it
 * broken: the page scrolling sideways, an element of any part (the part's
 * placeholder included, and the overlay's toasts and dialogs) wider than its
 * box, or one sticking out of the window (a drop-down opened off-screen).
 * Visually hidden elements (clipped, `.es-visually-hidden`) do not count.
 */
function shopLayoutProblems() {
  const width = window.innerWidth;
  const found = [];
  const scroll = document.scrollingElement.scrollWidth;
  if (scroll > width) found.push(`the page scrolls sideways (${scroll} px of content in a ${width} px window)`);
  const hidden = (el, style) =>
    style.display === 'none' ||
    style.clip === 'rect(0px, 0px, 0px, 0px)' ||
    style.clipPath === 'inset(50%)' ||
    el.classList.contains('es-visually-hidden');
  const partOf = (el) => {
    for (let root = el.getRootNode(); root.host; root = root.host.getRootNode()) {
      const part = root.host.getAttribute('data-event-shop') ?? (root.host.hasAttribute('data-event-shop-overlay') ? 'overlay' : null);
      if (part) return part;
    }
    return el.getAttribute('data-event-shop') ?? 'overlay';
  };
  /** Part, tag, classes and the start of its text (a placeholder's: its shadow root's). */
  const describe = (el) => {
    const name = `${el.tagName.toLowerCase()}${el.shadowRoot ? '[data-event-shop]' : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    return `${partOf(el)} part: ${name} "${((el.shadowRoot ?? el).textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
  };
  const walk = (el) => {
    const style = getComputedStyle(el);
    if (hidden(el, style)) return;
    // Unseen (its children may still show); a field's text scrolls inside it; sonner's toast icon box (16 px) centres its 20 px icon by design.
    const seen = style.visibility !== 'hidden';
    if (
      seen &&
      !el.matches('input, textarea, select, [data-sonner-toast] [data-icon]') &&
      el.clientWidth > 0 &&
      el.scrollWidth > el.clientWidth + 1
    )
      found.push(`${describe(el)} is wider than its box (${el.scrollWidth} > ${el.clientWidth} px)`);
    const box = el.getBoundingClientRect();
    if (seen && box.width > 0 && box.height > 0 && (box.left < -1 || box.right > width + 1))
      found.push(`${describe(el)} sticks out of the window (x ${Math.round(box.left)} to ${Math.round(box.right)} in ${width} px)`);
    for (const child of el.shadowRoot?.children ?? []) walk(child);
    for (const child of el.children) walk(child);
  };
  for (const host of document.querySelectorAll('[data-event-shop], [data-event-shop-overlay]')) walk(host);
  return found;
}

/** What of the shop on `page` does not fit (see shopLayoutProblems); empty when all fits. */
export const layoutProblems = (page) => page.evaluate(shopLayoutProblems);

/** Fail unless the shop fits the page; a layout still moving (a dialog or toast sliding in) gets 1.5 s to settle. */
export async function fits(page) {
  const deadline = Date.now() + 1500;
  for (;;) {
    const problems = await layoutProblems(page);
    if (!problems.length) return;
    if (Date.now() > deadline) {
      const more = problems.length > 4 ? ` (and ${problems.length - 4} more)` : '';
      throw new Error(
        `the shop does not fit at ${await page.evaluate(() => window.innerWidth)} px:\n${problems.slice(0, 4).join('\n')}${more}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
