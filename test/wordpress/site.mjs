// A real WordPress for the plugin's tests (test/wordpress/run.mjs): Debian's `wordpress` package
// (/usr/share/wordpress, its themes from wordpress-theme-twentytwentythree and -twentytwentyone),
// served by Debian's Apache with mod_php on 127.0.0.1, its database a MariaDB of its own. Everything
// the site writes lives in one temporary folder (the database, wp-content, the logs), but for the one
// config file Debian's WordPress reads from /etc/wordpress (config-event-shop-tests.php, removed
// again by `stop`). `/shop-api` on the site is passed to the demo API server by mod_proxy, as the
// README's Apache line does on a real site.
// `ensureWordPress()` installs the packages with apt the first time, as the browsers are.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../runner/free-port.mjs';

const WORDPRESS = '/usr/share/wordpress';
const MODULES = '/usr/lib/apache2/modules';
const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'wordpress-theme-twentytwentyone',
  'mariadb-server',
  'apache2',
  'libapache2-mod-php',
  'php-cli',
  'php-mysql',
  'php-codesniffer',
];
/** The name Debian's wp-config.php looks up (apache's SetEnv WORDPRESS_CONFIG): /etc/wordpress/config-<name>.php. */
const CONFIG_NAME = 'event-shop-tests';
const CONFIG_FILE = `/etc/wordpress/config-${CONFIG_NAME}.php`;
export const THEMES = ['twentytwentythree', 'twentytwentyone'];

const has = (file) => existsSync(file);

/** Apache's PHP module (libapache2-mod-php's libphp<version>.so), or undefined before it is installed. */
const phpModule = () => {
  const file = existsSync(MODULES) ? readdirSync(MODULES).find((name) => /^libphp[\d.]*\.so$/.test(name)) : undefined;
  return file && join(MODULES, file);
};

/** Install what the site needs with apt when something is missing; the versions it runs. */
export function ensureWordPress() {
  const ready = () =>
    has(`${WORDPRESS}/wp-includes/version.php`) &&
    THEMES.every((theme) => has(`${WORDPRESS}/wp-content/themes/${theme}/style.css`)) &&
    has('/usr/sbin/mariadbd') &&
    has('/usr/sbin/apache2') &&
    has('/usr/bin/php') &&
    has('/usr/bin/phpcs') &&
    !!phpModule();
  if (!ready()) {
    console.log(`Installing Debian's ${PACKAGES.join(', ')} (first run only)…`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (...args) =>
      execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', ...PACKAGES);
  }
  const wp = /\$wp_version = '([^']+)'/.exec(readFileSync(`${WORDPRESS}/wp-includes/version.php`, 'utf8'))?.[1];
  const phpVersion = execFileSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
  return { wordpress: wp, php: phpVersion, module: phpModule() };
}

/** Wait until `check` holds, polling; `what` names it when it never does. */
async function until(check, what, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`WordPress site: ${what} did not happen within ${ms / 1000} s`);
    await sleep(100);
  }
}

/**
 * Start the site with the plugin installed from `zip` (the release's) and activated, an Author, and
 * `/shop-api` proxied to `apiOrigin`. Returns its address, how to run PHP in it, and `stop`.
 */
export async function startSite({ zip, apiOrigin }) {
  const dir = mkdtempSync(join(tmpdir(), 'event-shop-wp-'));
  chmodSync(dir, 0o755);
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve)));
    }
    rmSync(CONFIG_FILE, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The database: a MariaDB server of its own, on a socket in the folder.
    const socket = join(dir, 'mysql.sock');
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${dir}/db`, '--user=root', '--skip-test-db', '--auth-root-authentication-method=socket'],
      {
        stdio: 'ignore',
      },
    );
    const db = spawn(
      '/usr/sbin/mariadbd',
      ['--no-defaults', `--datadir=${dir}/db`, `--socket=${socket}`, '--skip-networking', '--user=root', `--log-error=${dir}/mariadb.log`],
      {
        stdio: 'ignore',
        detached: true,
      },
    );
    children.push(db);
    await until(() => existsSync(socket), 'MariaDB starting');
    execFileSync('mariadb', [
      '--no-defaults',
      `--socket=${socket}`,
      '-u',
      'root',
      '-e',
      "CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';",
    ]);

    // wp-content: the packaged themes, the plugins the tests install.
    const content = join(dir, 'wp-content');
    mkdirSync(join(content, 'themes'), { recursive: true });
    mkdirSync(join(content, 'plugins'));
    mkdirSync(join(content, 'uploads'));
    // The test site sends no e-mail (this machine has no sendmail): WordPress's own pre_wp_mail filter.
    mkdirSync(join(content, 'mu-plugins'));
    writeFileSync(join(content, 'mu-plugins', 'no-mail.php'), "<?php\nadd_filter( 'pre_wp_mail', '__return_false' );\n");
    for (const theme of THEMES) symlinkSync(`${WORDPRESS}/wp-content/themes/${theme}`, join(content, 'themes', theme));
    execFileSync('chown', ['-R', 'www-data:www-data', content]);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    mkdirSync('/etc/wordpress', { recursive: true });
    writeFileSync(
      CONFIG_FILE,
      `<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'WP_CONTENT_DIR', '${content}' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${dir}/debug.log' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
`,
    );

    // Apache with mod_php (prefork), its own config, logs and pid in the folder.
    const mod = (name, file = `mod_${name}.so`) => `LoadModule ${name}_module ${MODULES}/${file}`;
    writeFileSync(
      join(dir, 'httpd.conf'),
      [
        `ServerRoot ${dir}`,
        `DefaultRuntimeDir ${dir}`,
        `PidFile ${dir}/httpd.pid`,
        `Listen 127.0.0.1:${port}`,
        'ServerName 127.0.0.1',
        mod('mpm_prefork'),
        mod('authz_core'),
        mod('dir'),
        mod('mime'),
        mod('env'),
        mod('alias'),
        mod('proxy'),
        mod('proxy_http'),
        `LoadModule php_module ${phpModule()}`,
        'User www-data',
        'Group www-data',
        'StartServers 2',
        'MaxRequestWorkers 8',
        `ErrorLog ${dir}/apache-error.log`,
        'TypesConfig /etc/mime.types',
        `DocumentRoot ${WORDPRESS}`,
        'DirectoryIndex index.php',
        `SetEnv WORDPRESS_CONFIG ${CONFIG_NAME}`,
        '<FilesMatch "\\.php$">\n  SetHandler application/x-httpd-php\n</FilesMatch>',
        `php_admin_value error_log ${dir}/php-error.log`,
        `<Directory ${WORDPRESS}>\n  Require all granted\n</Directory>`,
        `Alias /wp-content ${content}`,
        `<Directory ${content}>\n  Require all granted\n</Directory>`,
        // The README's Apache recipe: /shop-api on the site is the backend's API.
        `ProxyPass /shop-api ${apiOrigin}/shop-api`,
        `ProxyPassReverse /shop-api ${apiOrigin}/shop-api`,
      ].join('\n'),
    );
    // A process group of its own: stopping, Apache signals its whole group, which would be ours.
    const apache = spawn('/usr/sbin/apache2', ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(apache);

    /** Run PHP in the site (WordPress loaded), `args` as $argv; its output, parsed as JSON when it is. */
    const php = (code, ...args) => {
      const script = join(dir, 'script.php');
      writeFileSync(
        script,
        `<?php
$_SERVER['WORDPRESS_CONFIG'] = '${CONFIG_NAME}';
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
${code}`,
      );
      const out = execFileSync('php', [script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      try {
        return JSON.parse(out);
      } catch {
        return out;
      }
    };

    // The site, the plugin from the release's zip (WordPress's own upgrader, as Plugins → Add New → Upload), an Author.
    const installed = php(
      `define( 'WP_INSTALLING', true );
require '${WORDPRESS}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Harbour Festival', 'admin', 'admin@festival.example', true, '', 'admin-password' );
update_option( 'permalink_structure', '' );
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
wp_set_current_user( 1 );
$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$result   = $upgrader->install( $argv[1] );
$active   = activate_plugin( 'event-shop/event-shop.php' );
$author   = wp_insert_user( array( 'user_login' => 'author', 'user_pass' => 'author-password', 'user_email' => 'author@festival.example', 'role' => 'author', 'display_name' => 'Ann Author' ) );
echo wp_json_encode( array(
  'installed' => true === $result,
  'active'    => null === $active,
  'author'    => $author,
  'authorCanUnfilteredHtml' => user_can( $author, 'unfiltered_html' ),
) );`,
      zip,
    );
    if (!installed.installed || !installed.active) throw new Error(`The plugin did not install from ${zip}: ${JSON.stringify(installed)}`);
    await until(async () => {
      if (apache.exitCode !== null)
        throw new Error(
          `Apache stopped: ${existsSync(join(dir, 'apache-error.log')) ? readFileSync(join(dir, 'apache-error.log'), 'utf8') : ''}`,
        );
      return (await fetch(`${url}/wp-login.php`).catch(() => null))?.ok;
    }, 'Apache answering');

    return {
      url,
      dir,
      php,
      author: installed.author,
      authorCanUnfilteredHtml: installed.authorCanUnfilteredHtml,
      /** Switch the site's theme. */
      theme(name) {
        const out = php(`require '${WORDPRESS}/wp-load.php'; switch_theme( $argv[1] ); echo wp_json_encode( get_stylesheet() );`, name);
        if (out !== name) throw new Error(`theme ${name} not active: ${out}`);
      },
      /** What WordPress, PHP and Apache logged (notices and errors of the plugin among them). */
      logs() {
        return ['debug.log', 'php-error.log']
          .filter((file) => existsSync(join(dir, file)))
          .map((file) => readFileSync(join(dir, file), 'utf8'))
          .join('')
          .trim();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
