// `npm test`'s WordPress part: the plugin in a real WordPress (test/wordpress/site.mjs: Debian's
// wordpress, Apache with mod_php and MariaDB on 127.0.0.1, installed with apt the first time), in
// Chromium. It installs the plugin from the release's zip (built here from dist/, as `npm run
// release` does), fills in Settings → Event Shop as a site owner would (the demo config, the API
// base `/shop-api`, which Apache passes to the demo API server) and checks the connection there;
// then an Author (no unfiltered_html) publishes a post with the shortcode in classic content (blank
// lines, wpautop) and one with the block; on each, in Twenty Twenty-Three and Twenty Twenty-One, at
// 1280 and 375 px: the shop's main journey (listing, personalise, add, cart, checkout gate, portal
// login), one <main>, a clean console, nothing outside the theme's column, the site's font.
// Its last line: "WordPress: N passed, N failed (…)", read by test/runner/run-tests.mjs.
//   node test/wordpress/run.mjs            (needs `npm run build` first)
// Env: WORDPRESS_WIDTHS (default 1280,375), WORDPRESS_THEMES (default both), E2E_TIMEOUT,
// WORDPRESS_SHOTS (a folder: screenshots of the window at the listing, the dialog, the cart, the
// checkout and the portal in each run there, <theme>-<post>-<width>-<screen>.png).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from '../../scripts/dev/api-server.mjs';
import { wordpressPlugin } from '../../scripts/release/release.mjs';
import { launchChromium } from '../runner/chromium.mjs';
import { click, fits, installProbes, see } from '../e2e/dom.mjs';
import { logIn, personaliseAndAdd } from '../e2e/journeys-shop.mjs';
import { ensureWordPress, startSite, THEMES } from './site.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = Date.now();
const shots = process.env.WORDPRESS_SHOTS;
const widths = (process.env.WORDPRESS_WIDTHS || '1280,375').split(',').map(Number);
const themes = (process.env.WORDPRESS_THEMES || THEMES.join(',')).split(',');
let passed = 0;
let failed = 0;
const result = (ok, name, error) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(
    `${ok ? '✓' : '✗'} ${name}${
      ok
        ? ''
        : `\n    ${String(error?.message ?? error)
            .split('\n')
            .join('\n    ')}`
    }`,
  );
};
/** A check of its own: counted, its failure shown, the run going on. */
async function check(name, fn) {
  try {
    await fn();
    result(true, name);
  } catch (error) {
    result(false, name, error);
  }
}

const versions = ensureWordPress();
console.log(`WordPress ${versions.wordpress}, PHP ${versions.php}, in Chromium`);

const work = mkdtempSync(join(tmpdir(), 'event-shop-wp-run-'));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const { file: zip } = wordpressPlugin({ version, out: work });
const api = await startApiServer({ port: 0, apiBase: '/shop-api', dataFile: join(work, 'api-data.json'), reset: true });
const site = await startSite({ zip, apiOrigin: api.url });
const browser = await launchChromium();

/** The demo page's own config: what its site owner would enter. */
const demoConfig = JSON.parse(
  /<script type="application\/json" id="event-shop-config">([\s\S]*?)<\/script>/.exec(readFileSync(`${root}demo/index.html`, 'utf8'))[1],
);

/** A fresh browser context and page at `width`, with the finders, and its console's complaints collected. */
async function freshPage(width) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  const complaints = [];
  await installProbes(page, (violation) => complaints.push(`CSP: ${violation}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') complaints.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`page error: ${error.message}`));
  return { page, complaints, close: () => context.close() };
}

try {
  await check(`the plugin installs from ${zip.slice(work.length + 1)} with WordPress's upgrader and activates`, () => {});

  await check('a site owner fills in Settings → Event Shop, and "Check the connection" reaches the API through /shop-api', async () => {
    const { page, close } = await freshPage(1280);
    try {
      await page.goto(`${site.url}/wp-login.php`);
      await page.type('#user_login', 'admin');
      await page.type('#user_pass', 'admin-password');
      await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
      // Logged in (the admin bar shows) before the settings page is asked for: on a loaded machine (the
      // end of `npm test`) the login's redirect can still be under way, and the page then answers with
      // the login form instead.
      await page.waitForSelector('#wpadminbar', { timeout: 60000 });
      await page.goto(`${site.url}/wp-admin/options-general.php?page=event-shop`);
      await page.waitForSelector('[name="event_shop_settings[apiBase]"]', { timeout: 60000 });
      // Each field of the page from the demo's config, every key the page has no field for as "More
      // config (JSON)". The demo's images are paths of the demo page (the site has none), so their fields
      // stay empty; shopActive and merchandiseActive are on already.
      const { currency, timezone, countries, locale, contactEmail, contactAddress, websiteUrl, paymentGateway } = demoConfig;
      const fields = await page.$$eval('[name^="event_shop_settings["]', (els) => els.map((el) => /\[(\w+)\]$/.exec(el.name)[1]));
      const more = Object.fromEntries(Object.entries(demoConfig).filter(([key]) => !fields.includes(key)));
      const fill = async (key, value) => {
        const selector = `[name="event_shop_settings[${key}]"]`;
        await page.$eval(selector, (el) => (el.value = ''));
        await page.type(selector, value);
      };
      await fill('apiBase', '/shop-api');
      await fill('currency', currency);
      await page.select('[name="event_shop_settings[timezone]"]', timezone);
      await fill('countries', Object.keys(countries).join(' '));
      await fill('locale', locale);
      await fill('contactEmail', contactEmail);
      await page.$eval('[name="event_shop_settings[contactAddress]"]', (el, text) => (el.value = text), contactAddress);
      await fill('websiteUrl', websiteUrl);
      await fill('paymentGateway', paymentGateway);
      await page.$eval('[name="event_shop_settings[moreConfig]"]', (el, text) => (el.value = text), JSON.stringify(more, null, 2));
      await Promise.all([page.waitForNavigation(), page.click('#submit')]);
      const saved = await page.$eval('#wpbody-content', (el) => el.textContent);
      if (!/Settings saved/.test(saved)) throw new Error(`no "Settings saved": ${saved.replace(/\s+/g, ' ').slice(0, 300)}`);
      await Promise.all([page.waitForNavigation(), page.click('form[action$="admin-post.php"] [type="submit"]')]);
      const answer = (await page.$eval('#wpbody-content', (el) => el.textContent)).replace(/\s+/g, ' ');
      if (!/works/i.test(answer) || !/\/shop-api\/get-data/.test(answer)) throw new Error(`the check said: ${answer.slice(0, 400)}`);
    } finally {
      await close();
    }
  });

  // The Author's posts, through the REST API with an application password, as the block editor saves them.
  const password = site.php(
    `require '/usr/share/wordpress/wp-load.php';
list( $password ) = WP_Application_Passwords::create_new_application_password( (int) $argv[1], array( 'name' => 'tests' ) );
echo wp_json_encode( $password );`,
    String(site.author),
  );
  const publish = async (title, content) => {
    const response = await fetch(`${site.url}/?rest_route=/wp/v2/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`author:${password}`).toString('base64')}` },
      body: JSON.stringify({ title, content, status: 'publish' }),
    });
    const post = await response.json();
    if (!response.ok) throw new Error(`the Author could not publish "${title}": ${response.status} ${JSON.stringify(post).slice(0, 300)}`);
    return post;
  };
  const posts = [];
  await check('an Author (no unfiltered_html) publishes a post with the shortcode in classic content and one with the block', async () => {
    if (site.authorCanUnfilteredHtml) throw new Error('the Author may post unfiltered HTML: not the case this test is for');
    posts.push({
      kind: 'shortcode',
      ...(await publish(
        'Tickets (shortcode)',
        // Classic content: paragraphs by blank lines, which wpautop turns into <p>s around the shortcode.
        'Our festival is back.\n\n[event_shop part="app"]\n\nSee you at the harbour.',
      )),
    });
    posts.push({
      kind: 'block',
      ...(await publish(
        'Tickets (block)',
        '<!-- wp:paragraph -->\n<p>Our festival is back.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:event-shop/shop {"part":"app"} /-->',
      )),
    });
    for (const post of posts) {
      if (!/\[event_shop part="app"\]|wp:event-shop\/shop/.test(post.content.raw ?? post.content.rendered))
        throw new Error(`the ${post.kind} was filtered out of the saved post`);
    }
  });

  for (const theme of themes) {
    site.theme(theme);
    for (const post of posts) {
      for (const width of widths) {
        await check(
          `${theme}, the ${post.kind} post, ${width} px: listing, personalise, add, cart, checkout gate, portal login`,
          async () => {
            const { page, complaints, close } = await freshPage(width);
            const shot = (screen) => shots && page.screenshot({ path: join(shots, `${theme}-${post.kind}-${width}-${screen}.png`) });
            try {
              await page.goto(post.link, { waitUntil: 'load' });
              await page.waitForFunction(
                () => document.querySelector('[data-event-shop]')?.shadowRoot?.querySelector('.es-root') && window.__e2e,
                { timeout: 20000 },
              );
              const host = await page.evaluate(() => {
                const placeholder = document.querySelector('[data-event-shop]');
                const landmarks = (root) =>
                  [...root.querySelectorAll('*')].flatMap((el) => [
                    ...(el.matches('main, [role="main"]') ? [el] : []),
                    ...(el.shadowRoot ? landmarks(el.shadowRoot) : []),
                  ]);
                const script = [...document.scripts].find((s) => /event-shop[^/]*\.js/.test(s.src));
                return {
                  tag: placeholder.tagName,
                  insideP: !!placeholder.closest('p'),
                  mains: landmarks(document).length,
                  configs: document.querySelectorAll('#event-shop-config').length,
                  integrity: script?.integrity ?? '',
                  defer: script?.defer ?? false,
                };
              });
              if (host.tag !== 'DIV' || host.insideP)
                throw new Error(`the placeholder is a ${host.tag}${host.insideP ? ' inside a <p>' : ''}`);
              if (host.mains !== 1) throw new Error(`${host.mains} main landmarks on the page`);
              if (host.configs !== 1 || !host.integrity.startsWith('sha384-') || !host.defer)
                throw new Error(`config tags ${host.configs}, script integrity "${host.integrity}", defer ${host.defer}`);

              await click(page, 'Tickets');
              await see(page, 'h1', 'Tickets');
              await shot('listing');
              await click(page, 'Weekend ticket');
              await see(page, 'h1', 'Weekend ticket');
              await personaliseAndAdd(page, async () => {
                await fits(page);
                await shot('dialog');
              });
              // The cart, then the checkout's gate: a visitor logs in first.
              await see(page, '*', 'Weekend ticket', 'You will need to login or register in order to checkout.');
              await shot('cart');
              await logIn(page);
              await click(page, 'Checkout');
              await see(page, 'h1', 'Checkout');
              await fits(page);
              await shot('checkout');
              // The portal, as the logged-in customer.
              await page.evaluate(() => (location.hash = '#/portal'));
              await see(page, 'h1', 'Portal');
              await see(page, '*', 'Dana Demo');
              await fits(page);
              await shot('portal');

              const look = await page.evaluate(() => {
                const placeholder = document.querySelector('[data-event-shop]');
                const column = placeholder.parentElement.getBoundingClientRect();
                const box = placeholder.getBoundingClientRect();
                const shop = placeholder.shadowRoot.querySelector('.es-root');
                return {
                  outside: box.left < column.left - 1 || box.right > column.right + 1,
                  box: `${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(column.left)}-${Math.round(column.right)}`,
                  shopFont: getComputedStyle(shop).fontFamily,
                  siteFont: getComputedStyle(placeholder.parentElement).fontFamily,
                };
              });
              if (look.outside) throw new Error(`the shop sticks out of the theme's column (${look.box})`);
              if (look.shopFont !== look.siteFont) throw new Error(`the shop's font ${look.shopFont}, the site's ${look.siteFont}`);
              if (complaints.length) throw new Error(`the console:\n${complaints.join('\n')}`);
            } finally {
              await close();
            }
          },
        );
      }
    }
  }

  await check("the shop speaks the site's language: with Site Language nl_NL, event-shop.nl.js and a Dutch shop", async () => {
    // Straight into the option: WordPress keeps a Site Language only when its language pack is installed,
    // and the site has none (WordPress's own texts stay English; the shop's are in its file).
    const language = (locale) =>
      site.php(
        `require '/usr/share/wordpress/wp-load.php'; global $wpdb; $wpdb->query( $wpdb->prepare( "REPLACE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('WPLANG', %s, 'yes')", $argv[1] ) );`,
        locale,
      );
    language('nl_NL');
    const { page, complaints, close } = await freshPage(1280);
    try {
      await page.goto(posts[0].link, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('[data-event-shop]')?.shadowRoot?.querySelector('.es-root'), {
        timeout: 20000,
      });
      const shown = await page.evaluate(() => ({
        src: [...document.scripts].find((s) => /event-shop[^/]*\.js/.test(s.src))?.src ?? '',
        lang: document.querySelector('[data-event-shop]').shadowRoot.querySelector('.es-root').lang,
      }));
      if (!/\/event-shop\.nl\.js/.test(shown.src) || shown.lang !== 'nl') throw new Error(`script ${shown.src}, lang ${shown.lang}`);
      await see(page, 'a', 'Klantportaal');
      if (complaints.length) throw new Error(`the console:\n${complaints.join('\n')}`);
    } finally {
      await close();
      language('');
    }
  });

  await check('WordPress logged no PHP notice, warning or error of the plugin', () => {
    const logs = site.logs();
    if (/event-shop/i.test(logs))
      throw new Error(
        logs
          .split('\n')
          .filter((line) => /event-shop/i.test(line))
          .slice(0, 8)
          .join('\n'),
      );
  });
  await check('deleting the plugin (Plugins → Delete) runs its uninstall, which removes its settings', () => {
    const out = site.php(`require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
wp_set_current_user( 1 );
$before = false !== get_option( 'event_shop_settings' );
deactivate_plugins( 'event-shop/event-shop.php' );
$deleted = delete_plugins( array( 'event-shop/event-shop.php' ) );
wp_cache_flush();
echo wp_json_encode( array( 'before' => $before, 'deleted' => true === $deleted, 'after' => get_option( 'event_shop_settings', null ) ) );`);
    if (!out.before || !out.deleted || out.after !== null) throw new Error(JSON.stringify(out));
  });
} finally {
  await browser.close();
  await site.stop();
  await api.close?.();
  rmSync(work, { recursive: true, force: true });
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nWordPress: ${passed} passed, ${failed} failed (WordPress ${versions.wordpress}, PHP ${versions.php}, ${themes.join(' and ')}, ${seconds} s)`,
);
process.exit(failed ? 1 : 0);
