// The WordPress plugin (integrations/wordpress/event-shop/) and its release zip. PHP's own checks where PHP
// is installed (Debian: php-cli, php-codesniffer; wordpress for WordPress's own formatting and PclZip):
// `php -l`, the phpcs ruleset (integrations/wordpress/phpcs.xml) and the unit checks of
// integrations/wordpress/tests/unit.php. Our own checks of what WordPress's WPCS would check, each shown to
// fail on a bad sample: output escaped, admin-post/AJAX handlers and the settings' saving behind a nonce
// and a capability, a nonce in every form, request input unslashed or sanitised, one text domain, ABSPATH
// atop every file, prefixes, nothing newer than PHP 8.1 and WordPress 6.1 unguarded. Then the header's
// version against package.json, the block's parts against src/app/parts.ts, the languages against the
// build's, and the zip: its entries, `unzip -t`, WordPress's PclZip.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import * as zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { Linter } from 'eslint';
import { sri } from '../../build/integrity.mjs';
import { languages } from '../../build/languages.mjs';
import { wordpressAssets, wordpressPlugin } from '../../scripts/release/release.mjs';
import { crc32, tableCrc32, unzip, zip } from '../../scripts/release/zip.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const integration = join(root, 'integrations', 'wordpress');
const plugin = join(integration, 'event-shop');
const work = mkdtempSync(join(tmpdir(), 'event-shop-wordpress-'));
after(() => rmSync(work, { recursive: true, force: true }));

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const WORDPRESS = process.env.WP_PATH ?? '/usr/share/wordpress';
const hasWordPress = existsSync(join(WORDPRESS, 'wp-includes', 'formatting.php'));
const runs = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
};
const hasPhp = runs('php', ['-v']);
const hasPhpcs = runs('phpcs', ['--version']);
const NO_PHP = 'php is not installed (Debian: apt-get install php-cli)';

/** Files under a folder, relative paths, dot files left out. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
const phpFiles = (dir) => filesUnder(dir).filter((file) => file.endsWith('.php'));
const pluginSources = () =>
  phpFiles(plugin).map((file) => ({ path: `event-shop/${file}`, source: readFileSync(join(plugin, file), 'utf8') }));

// ---------------------------------------------------------------------------------------------------
// A PHP tokenizer, enough for the checks: inline HTML, open and close tags, comments, strings (and whether
// a double-quoted one interpolates), variables, names, numbers and operators.

const OPERATORS = [
  '<<=',
  '>>=',
  '**=',
  '...',
  '<=>',
  '===',
  '!==',
  '??=',
  '?->',
  '**',
  '++',
  '--',
  '->',
  '=>',
  '::',
  '==',
  '!=',
  '<>',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '+=',
  '-=',
  '*=',
  '/=',
  '.=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<',
  '>>',
];

function tokenize(source) {
  const tokens = [];
  let i = 0;
  let line = 1;
  const take = (type, end, extra = {}) => {
    const value = source.slice(i, end);
    tokens.push({ type, value, line, ...extra });
    line += value.split('\n').length - 1;
    i = end;
  };
  while (i < source.length) {
    // Inline HTML, up to an open tag.
    const open = source.indexOf('<?', i);
    if (open !== i) take('html', open < 0 ? source.length : open);
    if (open < 0) break;
    if (source.startsWith('<?=', i)) take('open-echo', i + 3);
    else take('open', source.startsWith('<?php', i) ? i + 5 : i + 2);
    // PHP, up to a close tag.
    while (i < source.length) {
      const rest = source.slice(i, i + 3);
      const c = source[i];
      if (/\s/.test(c)) take('space', i + 1);
      else if (rest.startsWith('?>')) {
        take('close', i + 2);
        break;
      } else if (rest.startsWith('//') || (c === '#' && source[i + 1] !== '[')) {
        const end = source.slice(i).search(/\n|\?>/);
        take('comment', end < 0 ? source.length : i + end);
      } else if (rest.startsWith('/*')) {
        const end = source.indexOf('*/', i + 2);
        take('comment', end < 0 ? source.length : end + 2);
      } else if (c === "'" || c === '"' || c === '`') {
        let j = i + 1;
        let interpolated = c === '`';
        while (j < source.length && source[j] !== c) {
          if (source[j] === '\\') j++;
          else if (
            c !== "'" &&
            ((source[j] === '$' && /[A-Za-z_{]/.test(source[j + 1] ?? '')) || (source[j] === '{' && source[j + 1] === '$'))
          )
            interpolated = true;
          j++;
        }
        take('string', j + 1, { interpolated });
      } else if (rest === '<<<') {
        const head = /^<<<[ \t]*(["']?)([A-Za-z_]\w*)\1\r?\n/.exec(source.slice(i));
        if (!head) throw new Error(`line ${line}: a heredoc this tokenizer does not read`);
        const close = new RegExp(`\\n[ \\t]*${head[2]}\\b`).exec(source.slice(i + head[0].length - 1));
        const end = close ? i + head[0].length - 1 + close.index + close[0].length : source.length;
        take('string', end, { interpolated: head[1] !== "'" && source.slice(i, end).includes('$') });
      } else if (c === '$' && /[A-Za-z_]/.test(source[i + 1] ?? '')) take('var', i + 1 + /^\w*/.exec(source.slice(i + 1))[0].length);
      else if (/[A-Za-z_\\\x80-\uffff]/.test(c)) take('name', i + /^[\w\\\x80-\uffff]+/.exec(source.slice(i))[0].length);
      else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? '')))
        take('number', i + /^[0-9a-fA-FxXbBoO._]+/.exec(source.slice(i))[0].length);
      else take('op', i + (OPERATORS.find((op) => source.startsWith(op, i)) ?? c).length);
    }
  }
  return tokens;
}

/** The tokens that matter: no whitespace, no comments. */
const significant = (source) => tokenize(source).filter((t) => t.type !== 'space' && t.type !== 'comment');
const isOp = (token, value) => token?.type === 'op' && token.value === value;
const isName = (token, ...names) => token?.type === 'name' && (names.length === 0 || names.includes(token.value.toLowerCase()));
/** A literal string's text (escapes of its quote and of backslashes undone). */
const text = (token) => token.value.slice(1, -1).replace(/\\(['"\\])/g, '$1');
const isLiteral = (token) => token?.type === 'string' && !token.interpolated;

/** The index of the bracket that closes the one at `at`. */
function closing(tokens, at) {
  let depth = 0;
  for (let i = at; i < tokens.length; i++) {
    if (['(', '[', '{'].some((b) => isOp(tokens[i], b))) depth++;
    else if ([')', ']', '}'].some((b) => isOp(tokens[i], b)) && --depth === 0) return i;
  }
  return tokens.length - 1;
}

/** Splits tokens[from, to) at the separators that are not inside brackets. */
function split(tokens, from, to, separator) {
  const parts = [];
  let start = from;
  for (let i = from; i < to; i++) {
    if (['(', '[', '{'].some((b) => isOp(tokens[i], b))) i = closing(tokens, i);
    else if (isOp(tokens[i], separator)) {
      parts.push(tokens.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(tokens.slice(start, to));
  return parts.filter((part) => part.length > 0);
}

/** Every call of a function by name: its name, line and arguments (arrays of tokens). */
function calls(tokens) {
  const found = [];
  tokens.forEach((token, i) => {
    if (token.type !== 'name' || !isOp(tokens[i + 1], '(')) return;
    const before = tokens[i - 1];
    if (isName(before, 'function', 'new') || ['->', '?->', '::'].some((op) => isOp(before, op))) return;
    const close = closing(tokens, i + 1);
    found.push({
      name: token.value.toLowerCase().replace(/^\\/, ''),
      line: token.line,
      at: i,
      close,
      args: split(tokens, i + 2, close, ','),
    });
  });
  return found;
}

/** Named functions and their bodies (tokens), by lower-case name. */
function functions(tokens) {
  const found = new Map();
  tokens.forEach((token, i) => {
    if (!isName(token, 'function') || tokens[i + 1]?.type !== 'name') return;
    const brace = tokens.findIndex((t, j) => j > i && (isOp(t, '{') || isOp(t, ';')));
    if (isOp(tokens[brace], '{')) found.set(tokens[i + 1].value.toLowerCase(), tokens.slice(brace, closing(tokens, brace) + 1));
  });
  return found;
}

// ---------------------------------------------------------------------------------------------------
// The checks. Each takes [{ path, source }] and gives { findings: string[], checked: number }.

const ESCAPED = new Set(
  'esc_html esc_attr esc_url esc_js esc_textarea esc_xml esc_html__ esc_attr__ esc_html_x esc_attr_x wp_kses wp_kses_post wp_kses_data wp_json_encode absint intval number_format_i18n checked selected disabled sanitize_html_class tag_escape'.split(
    ' ',
  ),
);

/**
 * (1) Every argument of echo, print, <?=, printf and wp_die, and the message of add_settings_error (which
 * settings_errors() prints as HTML), is an escaping call or a literal without variables.
 */
function checkEscaping(files) {
  const findings = [];
  let checked = 0;
  const safe = (part) =>
    (part.length === 1 && (isLiteral(part[0]) || part[0].type === 'number')) ||
    (part[0].type === 'name' && ESCAPED.has(part[0].value.toLowerCase()) && isOp(part[1], '(') && closing(part, 1) === part.length - 1);
  const checkArgs = (path, line, what, args) => {
    checked++;
    for (const arg of args)
      for (const part of split(arg, 0, arg.length, '.'))
        if (!safe(part)) findings.push(`${path}:${line}: ${what} outputs ${part.map((t) => t.value).join(' ')} unescaped`);
  };
  for (const { path, source } of files) {
    const tokens = significant(source);
    tokens.forEach((token, i) => {
      if (!isName(token, 'echo', 'print') && token.type !== 'open-echo') return;
      let end = i + 1;
      while (end < tokens.length && !isOp(tokens[end], ';') && tokens[end].type !== 'close') {
        if (['(', '[', '{'].some((b) => isOp(tokens[end], b))) end = closing(tokens, end);
        end++;
      }
      checkArgs(path, token.line, token.value, split(tokens, i + 1, end, ','));
    });
    for (const call of calls(tokens)) {
      if (call.name === 'printf' || call.name === 'vprintf') checkArgs(path, call.line, call.name, call.args);
      else if (call.name === 'wp_die' || call.name === 'exit' || call.name === 'die')
        checkArgs(path, call.line, call.name, call.args.slice(0, 1));
      // settings_errors() prints the message as it is.
      else if (call.name === 'add_settings_error') checkArgs(path, call.line, call.name, call.args.slice(2, 3));
      else if (call.name === '_e' || call.name === '_ex')
        findings.push(`${path}:${call.line}: ${call.name}() echoes unescaped: esc_html_e()`);
    }
  }
  return { findings, checked };
}

/** (2) admin-post and AJAX handlers check a nonce and a capability; the option saved by options.php is too. */
function checkHandlers(files) {
  const findings = [];
  let checked = 0;
  const all = files.map(({ path, source }) => ({ path, tokens: significant(source) }));
  const bodies = new Map(all.flatMap(({ tokens }) => [...functions(tokens)]));
  const everyCall = all.flatMap(({ path, tokens }) => calls(tokens).map((call) => ({ ...call, path })));
  const callsIn = (body) => new Set(calls(body).map((call) => call.name));
  const bodyOf = (arg) => {
    if (arg.length === 1 && isLiteral(arg[0])) return bodies.get(text(arg[0]).toLowerCase());
    const fn = arg.findIndex((t) => isName(t, 'function', 'fn'));
    if (fn >= 0) return arg.slice(arg.findIndex((t, j) => j > fn && isOp(t, '{')));
    const method = arg.filter(isLiteral).at(-1);
    return method && bodies.get(text(method).toLowerCase());
  };
  for (const call of everyCall.filter((c) => c.name === 'add_action' && isLiteral(c.args[0]?.[0]))) {
    const hook = text(call.args[0][0]);
    if (!/^(admin_post|wp_ajax)_/.test(hook)) continue;
    checked++;
    if (/_nopriv_/.test(hook)) findings.push(`${call.path}:${call.line}: ${hook} answers visitors who are not logged in`);
    const body = call.args[1] && bodyOf(call.args[1]);
    if (!body) {
      findings.push(`${call.path}:${call.line}: the handler of ${hook} is not found`);
      continue;
    }
    const made = callsIn(body);
    if (!['check_admin_referer', 'check_ajax_referer', 'wp_verify_nonce'].some((name) => made.has(name)))
      findings.push(`${call.path}:${call.line}: the handler of ${hook} checks no nonce`);
    if (!made.has('current_user_can')) findings.push(`${call.path}:${call.line}: the handler of ${hook} checks no capability`);
  }
  // The Settings API's path: wp-admin/options.php checks the nonce of settings_fields(group) and the
  // capability of option_page_capability_{group} (manage_options) before the sanitize callback runs.
  const pages = everyCall.filter((c) => ['add_options_page', 'add_menu_page', 'add_submenu_page'].includes(c.name));
  for (const call of everyCall.filter((c) => c.name === 'register_setting')) {
    checked++;
    const group = isLiteral(call.args[0]?.[0]) ? text(call.args[0][0]) : null;
    const args = call.args[2] ?? [];
    const key = args.findIndex((t) => isLiteral(t) && text(t) === 'sanitize_callback');
    const callback = key >= 0 && isLiteral(args[key + 2]) ? text(args[key + 2]).toLowerCase() : null;
    if (!callback || !bodies.has(callback)) findings.push(`${call.path}:${call.line}: the setting has no sanitize callback of its own`);
    if (!everyCall.some((c) => c.name === 'settings_fields' && isLiteral(c.args[0]?.[0]) && text(c.args[0][0]) === group))
      findings.push(`${call.path}:${call.line}: no form prints settings_fields('${group}'), the nonce options.php checks`);
    if (all.some(({ tokens }) => tokens.some((t) => isLiteral(t) && text(t).startsWith('option_page_capability_'))))
      findings.push(`${call.path}:${call.line}: option_page_capability_* changes the capability that saves the settings`);
  }
  for (const page of pages) {
    checked++;
    const offset = page.name === 'add_submenu_page' ? 1 : 0;
    const capability = page.args[2 + offset];
    if (!(capability?.length === 1 && isLiteral(capability[0]) && text(capability[0]) === 'manage_options'))
      findings.push(`${page.path}:${page.line}: the settings page is not for manage_options`);
    const body = page.args[4 + offset] && bodyOf(page.args[4 + offset]);
    if (!body || !callsIn(body).has('current_user_can'))
      findings.push(`${page.path}:${page.line}: the settings page does not check current_user_can`);
  }
  return { findings, checked };
}

/** (3) Every form printed holds wp_nonce_field() or settings_fields() before it closes. */
function checkForms(files) {
  const findings = [];
  let checked = 0;
  for (const { path, source } of files) {
    let open = null;
    const close = () => {
      if (open && !open.nonce) findings.push(`${path}:${open.line}: a form without wp_nonce_field() or settings_fields()`);
      open = null;
    };
    significant(source).forEach((token, i, tokens) => {
      if (token.type === 'string' || token.type === 'html')
        for (const [tag] of token.value.matchAll(/<\/?form\b/gi)) {
          if (tag.startsWith('</')) close();
          else {
            close();
            checked++;
            open = { line: token.line, nonce: false };
          }
        }
      else if (open && isName(token, 'wp_nonce_field', 'settings_fields') && isOp(tokens[i + 1], '(')) open.nonce = true;
    });
    close();
  }
  return { findings, checked };
}

const REQUEST = new Set(['$_GET', '$_POST', '$_REQUEST', '$_COOKIE']);
const READS_SAFELY = new Set(['isset', 'empty', 'array_key_exists', 'wp_unslash', 'absint', 'intval']);

/** (4) $_GET, $_POST, $_REQUEST and $_COOKIE are read only inside wp_unslash(), sanitize_*(), isset() or empty(). */
function checkInput(files) {
  const findings = [];
  let checked = 0;
  for (const { path, source } of files) {
    const stack = [];
    significant(source).forEach((token, i, tokens) => {
      if (isOp(token, '(')) stack.push(tokens[i - 1]?.type === 'name' ? tokens[i - 1].value.toLowerCase() : '');
      else if (isOp(token, ')')) stack.pop();
      else if (token.type === 'var' && REQUEST.has(token.value)) {
        checked++;
        if (!stack.some((name) => READS_SAFELY.has(name) || name.startsWith('sanitize_')))
          findings.push(`${path}:${token.line}: ${token.value} read without wp_unslash() or sanitize_*()`);
      }
    });
  }
  return { findings, checked };
}

// The argument that names the text domain, by function; the texts are the arguments before it but a context.
const DOMAIN_AT = {
  __: 1,
  _e: 1,
  _x: 2,
  _ex: 2,
  _n: 3,
  _nx: 4,
  _n_noop: 2,
  _nx_noop: 3,
  esc_html__: 1,
  esc_html_e: 1,
  esc_html_x: 2,
  esc_attr__: 1,
  esc_attr_e: 1,
  esc_attr_x: 2,
};
const TEXTS_AT = { _n: [0, 1], _nx: [0, 1], _n_noop: [0, 1], _nx_noop: [0, 1] };

/** (5) Every translated text is a literal in the event-shop domain; the plugin loads that domain. */
function checkTextDomains(files) {
  const findings = [];
  let checked = 0;
  for (const { path, source } of files)
    for (const call of calls(significant(source))) {
      if (call.name === 'load_plugin_textdomain' || call.name === 'wp_set_script_translations') {
        const domain = call.args[call.name === 'load_plugin_textdomain' ? 0 : 1];
        if (!(domain?.length === 1 && isLiteral(domain[0]) && text(domain[0]) === 'event-shop'))
          findings.push(`${path}:${call.line}: ${call.name} of another domain`);
      }
      if (!(call.name in DOMAIN_AT)) continue;
      checked++;
      const domain = call.args[DOMAIN_AT[call.name]];
      if (!(domain?.length === 1 && isLiteral(domain[0]) && text(domain[0]) === 'event-shop'))
        findings.push(
          `${path}:${call.line}: ${call.name}() ${domain ? `in the domain ${domain.map((t) => t.value).join('')}` : 'without a text domain'}, not 'event-shop'`,
        );
      for (const at of TEXTS_AT[call.name] ?? [0])
        if (!(call.args[at]?.length === 1 && isLiteral(call.args[at][0])))
          findings.push(`${path}:${call.line}: ${call.name}() of a text that is not a literal`);
    }
  return { findings, checked };
}

// Functions WordPress added after 6.1, which the plugin may call only behind function_exists().
const AFTER_6_1 = [
  'wp_theme_has_theme_json',
  'wp_admin_notice',
  'wp_get_admin_notice',
  'wp_enqueue_script_module',
  'wp_register_script_module',
  'wp_interactivity_state',
  'wp_get_block_css_selector',
  'wp_is_development_mode',
  'get_block_bindings_source',
  'wp_get_inline_script_tag_attributes',
];

/** (6) ABSPATH atop every file; prefixed names; no PHP above 8.1 or WordPress above 6.1 unguarded. */
function checkConventions(files) {
  const findings = [];
  let checked = 0;
  for (const { path, source } of files) {
    const tokens = significant(source);
    checked++;
    const first = tokens
      .slice(1, 8)
      .map((t) => t.value)
      .join(' ');
    if (!(tokens[0]?.type === 'open' && first === "defined ( 'ABSPATH' ) || exit ;"))
      findings.push(`${path}: does not start with defined( 'ABSPATH' ) || exit;`);
    tokens.forEach((token, i) => {
      const next = tokens[i + 1];
      if (isName(token, 'function') && next?.type === 'name' && !next.value.startsWith('event_shop_'))
        findings.push(`${path}:${token.line}: function ${next.value} is not prefixed event_shop_`);
      if (
        isName(token, 'class', 'interface', 'trait', 'enum') &&
        next?.type === 'name' &&
        !isOp(tokens[i - 1], '::') &&
        !next.value.startsWith('Event_Shop_')
      )
        findings.push(`${path}:${token.line}: ${token.value} ${next.value} is not prefixed Event_Shop_`);
      if (isName(token, 'define') && isLiteral(tokens[i + 2]) && !text(tokens[i + 2]).startsWith('EVENT_SHOP_'))
        findings.push(`${path}:${token.line}: the constant ${text(tokens[i + 2])} is not prefixed EVENT_SHOP_`);
      if (isName(token, 'readonly') && isName(next, 'class')) findings.push(`${path}:${token.line}: readonly classes need PHP 8.2`);
      if (isName(token, 'function', 'fn')) {
        const params = tokens.findIndex((t, j) => j > i && isOp(t, '('));
        const after = closing(tokens, params) + 1;
        const type = isOp(tokens[after], ':')
          ? tokens.slice(
              after + 1,
              tokens.findIndex((t, j) => j > after && (isOp(t, '{') || isOp(t, ';') || isOp(t, '=>'))),
            )
          : [];
        if (type.length === 1 && isName(type[0], 'true', 'false', 'null'))
          findings.push(`${path}:${token.line}: a ${type[0].value} return type needs PHP 8.2`);
      }
      if (isName(token, 'const') && next?.type === 'name' && tokens[i + 2]?.type === 'name')
        findings.push(`${path}:${token.line}: typed constants need PHP 8.3`);
    });
    for (const call of calls(tokens))
      if (
        AFTER_6_1.includes(call.name) &&
        !tokens.some((t, i) => isName(t, 'function_exists') && isLiteral(tokens[i + 2]) && text(tokens[i + 2]) === call.name)
      )
        findings.push(`${path}:${call.line}: ${call.name}() is newer than WordPress 6.1: guard it with function_exists()`);
  }
  return { findings, checked };
}

const CHECKS = { checkEscaping, checkHandlers, checkForms, checkInput, checkTextDomains, checkConventions };

// ---------------------------------------------------------------------------------------------------

test('the tokenizer tells code from strings, comments and inline HTML', () => {
  const tokens = tokenize('<p>Hi</p><?php\n// echo $a;\n$b = \'it\\\'s\' . "x {$c}" . "\\$d"; /* ?> */ ?>\n<?= $e ?>');
  assert.deepEqual(
    tokens.filter((t) => t.type !== 'space').map((t) => [t.type, t.value]),
    [
      ['html', '<p>Hi</p>'],
      ['open', '<?php'],
      ['comment', '// echo $a;'],
      ['var', '$b'],
      ['op', '='],
      ['string', "'it\\'s'"],
      ['op', '.'],
      ['string', '"x {$c}"'],
      ['op', '.'],
      ['string', '"\\$d"'],
      ['op', ';'],
      ['comment', '/* ?> */'],
      ['close', '?>'],
      ['html', '\n'],
      ['open-echo', '<?='],
      ['var', '$e'],
      ['close', '?>'],
    ],
  );
  assert.deepEqual(
    tokens.filter((t) => t.type === 'string').map((t) => t.interpolated),
    [false, true, false],
  );
  assert.equal(tokens.find((t) => t.value === '$e').line, 4);
});

// Bad samples: each check finds what it is for.
const sample = (source) => [{ path: 'sample.php', source }];
const BAD = {
  checkEscaping: [
    "<?php\necho $name;\necho '<p>' . $title . '</p>';\nprintf( '<a href=\"%s\">', $url );\n_e( 'Hi', 'event-shop' );\necho \"Hi $name\";\nwp_die( $message );\nadd_settings_error( 'a', 'b', sprintf( 'Bad: %s', $typed ), 'error' );\n?>\n<p><?= $x ?></p>",
    8,
  ],
  checkHandlers: [
    "<?php\nadd_action( 'admin_post_event_shop_x', 'event_shop_x' );\nfunction event_shop_x() { update_option( 'event_shop_a', 1 ); }\nadd_action( 'wp_ajax_event_shop_y', function () { check_ajax_referer( 'y' ); } );\nadd_action( 'wp_ajax_nopriv_event_shop_z', array( 'Event_Shop_Z', 'run' ) );\n" +
      "register_setting( 'event_shop', 'event_shop_settings', array( 'sanitize_callback' => 'event_shop_missing' ) );\nadd_options_page( 'A', 'A', 'read', 'event-shop', 'event_shop_page' );\nfunction event_shop_page() { echo 'x'; }\nadd_filter( 'option_page_capability_event_shop', 'event_shop_cap' );",
    // x: nonce, capability; y: capability; z: visitors, not found; the setting: callback, settings_fields,
    // capability filter; the page: manage_options, current_user_can
    10,
  ],
  checkForms: [
    "<?php\necho '<form method=\"post\" action=\"' . esc_url( $a ) . '\">';\nsubmit_button();\necho '</form>';\n?>\n<form><?php wp_nonce_field( 'a' ); ?></form>\n<form method=\"post\">\n<?php submit_button(); ?>\n</form>",
    2,
  ],
  checkInput: [
    "<?php\n$a = $_POST['a'];\n$b = sanitize_text_field( wp_unslash( $_POST['b'] ) );\nif ( isset( $_GET['c'] ) && 'x' === $_GET['c'] ) {}\n$d = wp_unslash( $_REQUEST['d'] ?? '' );\nfoo( $_COOKIE );",
    3,
  ],
  checkTextDomains: [
    "<?php\n__( 'A' );\n__( 'B', 'other' );\nesc_html__( $text, 'event-shop' );\n_n( 'a', 'b', 2, 'event-shop' );\n_x( 'Post', 'noun', 'default' );\nesc_attr_e( \"Hi $name\", 'event-shop' );\nload_plugin_textdomain( 'shop' );",
    6,
  ],
  checkConventions: [
    "<?php\n/** A file. */\nfunction shop_thing(): void {}\nclass Shop_Widget {}\ndefine( 'SHOP_VERSION', '1' );\nreadonly class Event_Shop_Point {}\nfunction event_shop_no(): false { return false; }\nwp_admin_notice( 'Hi' );",
    7,
  ],
};

for (const [name, [source, count]] of Object.entries(BAD))
  test(`${name} fails on a bad sample (${count} findings)`, () => {
    const { findings } = CHECKS[name](sample(source));
    assert.equal(findings.length, count, findings.join('\n'));
  });

test('the checks pass good samples', () => {
  const good = sample(
    "<?php\ndefined( 'ABSPATH' ) || exit;\necho '<p>' . esc_html__( 'Hi', 'event-shop' ) . '</p>', esc_attr( $x );\nprintf( '%s', esc_html( $y ) );\n" +
      "add_action( 'admin_post_event_shop_a', 'event_shop_a' );\nfunction event_shop_a() { if ( ! current_user_can( 'manage_options' ) ) { wp_die( esc_html__( 'No.', 'event-shop' ) ); } check_admin_referer( 'event_shop_a' ); $v = sanitize_key( wp_unslash( $_POST['v'] ?? '' ) ); }\n" +
      "echo '<form method=\"post\">'; wp_nonce_field( 'event_shop_a' ); echo '</form>';\n" +
      "printf( esc_html( _n( '%s item', '%s items', $n, 'event-shop' ) ), esc_html( number_format_i18n( $n ) ) );\nif ( function_exists( 'wp_theme_has_theme_json' ) ) { wp_theme_has_theme_json(); }",
  );
  for (const [name, check] of Object.entries(CHECKS)) assert.deepEqual(check(good).findings, [], name);
});

test('the plugin passes every check, and each check found something to look at', () => {
  const files = pluginSources();
  assert.ok(files.length >= 8, files.map((f) => f.path).join(', '));
  for (const [name, check] of Object.entries(CHECKS)) {
    const { findings, checked } = check(files);
    assert.deepEqual(findings, [], name);
    if (name !== 'checkInput') assert.ok(checked > 0, `${name} looked at nothing`);
  }
});

test("the block editor's script: ES5, its globals among its dependencies, its texts in the event-shop domain", () => {
  const source = readFileSync(join(plugin, 'blocks', 'shop', 'editor.js'), 'utf8');
  const linter = new Linter({ configType: 'flat' });
  const parsed = linter.verify(source, { languageOptions: { ecmaVersion: 5, sourceType: 'script' } });
  assert.deepEqual(
    parsed.filter((m) => m.fatal),
    [],
    'plain ES5: what the block editor of WordPress 6.1 runs without a build',
  );
  const { ast } = linter.getSourceCode();
  const render = readFileSync(join(plugin, 'includes', 'render.php'), 'utf8');
  const registered = calls(significant(render)).find((c) => c.name === 'wp_register_script');
  assert.equal(text(registered.args[0][0]), 'event-shop-block-editor');
  const dependencies = registered.args[2].filter(isLiteral).map(text);
  const globals = [
    ...new Set([...source.matchAll(/\bwp\.(\w+)/g)].map(([, name]) => `wp-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)),
  ];
  assert.deepEqual(globals.sort(), [...dependencies].sort());

  const problems = [];
  let texts = 0;
  (function walk(node) {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression') {
      const name = node.callee.type === 'Identifier' ? node.callee.name : node.callee.property?.name;
      if (name in DOMAIN_AT) {
        texts++;
        const domain = node.arguments[DOMAIN_AT[name]];
        if (domain?.type !== 'Literal' || domain.value !== 'event-shop')
          problems.push(`line ${node.loc?.start.line ?? '?'}: ${name}() not in event-shop`);
        for (const at of TEXTS_AT[name] ?? [0])
          if (node.arguments[at]?.type !== 'Literal') problems.push(`${name}() of a text that is not a literal`);
      }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'parent') for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') walk(child);
  })(ast);
  assert.deepEqual(problems, []);
  assert.ok(texts >= 10, `${texts} texts`);
});

test("the block editor's script registers the block: a Part select in the sidebar, a labelled box in the canvas, no saved markup", () => {
  const registered = [];
  const element = { createElement: (type, props, ...children) => ({ type, props: props ?? {}, children }), Fragment: 'Fragment' };
  const wp = {
    blocks: { registerBlockType: (name, settings) => registered.push({ name, settings }) },
    element,
    blockEditor: {
      useBlockProps: (props) => ({ ...props, className: 'wp-block-event-shop-shop' }),
      InspectorControls: 'InspectorControls',
    },
    components: { PanelBody: 'PanelBody', SelectControl: 'SelectControl' },
    i18n: { __: (text) => text, sprintf: (format, ...values) => values.reduce((out, value) => out.replace('%s', value), format) },
  };
  runInNewContext(readFileSync(join(plugin, 'blocks', 'shop', 'editor.js'), 'utf8'), { wp });
  // Arrays and objects made in the script's context, compared by their JSON.
  const plain = (value) => JSON.parse(JSON.stringify(value));
  assert.deepEqual(
    registered.map((r) => r.name),
    ['event-shop/shop'],
  );
  const { edit, save } = registered[0].settings;
  assert.equal(save(), null);
  const changes = [];
  const tree = edit({ attributes: { part: 'view' }, setAttributes: (change) => changes.push(change) });
  const find = (node, type) =>
    node && typeof node === 'object'
      ? node.type === type
        ? node
        : node.children.map((child) => find(child, type)).find(Boolean)
      : undefined;
  const select = find(tree, 'SelectControl');
  assert.equal(select.props.label, 'Part');
  assert.equal(select.props.value, 'view');
  assert.deepEqual(
    plain(select.props.options).map((o) => o.value),
    ['app', 'header', 'nav', 'view', 'side', 'cart', 'account', 'footer'],
  );
  select.props.onChange('cart');
  assert.deepEqual(plain(changes), [{ part: 'cart' }]);
  const box = find(tree, 'div');
  assert.deepEqual(plain(box.children), ['Event Shop: Main view']);
  assert.equal(box.props.className, 'wp-block-event-shop-shop');
  assert.deepEqual(plain(find(edit({ attributes: {}, setAttributes() {} }), 'div').children), ['Event Shop: Whole shop']);
});

test("the parts of block.json, the editor's select and the render callback are src/app/parts.ts's", () => {
  const parts = JSON.parse(
    /export const PARTS = (\[[^\]]*\])/.exec(readFileSync(join(root, 'src', 'app', 'parts.ts'), 'utf8'))[1].replaceAll("'", '"'),
  );
  const block = JSON.parse(readFileSync(join(plugin, 'blocks', 'shop', 'block.json'), 'utf8'));
  assert.equal(block.name, 'event-shop/shop');
  assert.equal(block.apiVersion, 2);
  assert.equal(block.textdomain, 'event-shop');
  assert.equal(block.editorScript, 'event-shop-block-editor');
  assert.equal(block.render, undefined, "render_callback, not block.json's render (WordPress 6.1)");
  assert.deepEqual(block.attributes.part, { type: 'string', default: 'app', enum: parts });
  const editor = readFileSync(join(plugin, 'blocks', 'shop', 'editor.js'), 'utf8');
  assert.deepEqual(
    [...editor.matchAll(/\{ value: '(\w+)'/g)].map(([, part]) => part),
    parts,
  );
  const tokens = significant(readFileSync(join(plugin, 'includes', 'render.php'), 'utf8'));
  const body = functions(tokens).get('event_shop_parts');
  assert.deepEqual(body.filter((t, i) => isLiteral(t) && isOp(body[i + 1], '=>')).map(text), parts);
});

test("the languages of the settings are the build's, each by its own name", () => {
  const tokens = significant(readFileSync(join(plugin, 'includes', 'settings.php'), 'utf8'));
  const body = functions(tokens).get('event_shop_languages');
  const names = Object.fromEntries(body.flatMap((t, i) => (isLiteral(t) && isOp(body[i + 1], '=>') ? [[text(t), text(body[i + 2])]] : [])));
  assert.deepEqual(Object.keys(names), languages());
  for (const [lang, name] of Object.entries(names))
    assert.equal(new Intl.DisplayNames([lang], { type: 'language' }).of(lang).toLowerCase(), name.toLowerCase(), lang);
});

test('languages/event-shop.pot holds every text of the PHP, the editor script and block.json (integrations/wordpress/make-pot.sh)', () => {
  const CONTEXT_AT = { _x: 1, _ex: 1, _nx: 3, esc_html_x: 1, esc_attr_x: 1 };
  const key = (context, msgid) => `${context ?? ''}\u0004${msgid}`;
  const expected = new Set();
  for (const { source } of pluginSources())
    for (const call of calls(significant(source)))
      if (call.name in DOMAIN_AT && isLiteral(call.args[0]?.[0]))
        expected.add(key(call.name in CONTEXT_AT ? text(call.args[CONTEXT_AT[call.name]][0]) : null, text(call.args[0][0])));
  const editor = readFileSync(join(plugin, 'blocks', 'shop', 'editor.js'), 'utf8');
  for (const [, msgid] of editor.matchAll(/\b__\('((?:[^'\\]|\\.)*)', 'event-shop'\)/g))
    expected.add(key(null, msgid.replace(/\\(.)/g, '$1')));
  const block = JSON.parse(readFileSync(join(plugin, 'blocks', 'shop', 'block.json'), 'utf8'));
  expected.add(key('block title', block.title)).add(key('block description', block.description));
  for (const keyword of block.keywords) expected.add(key('block keyword', keyword));

  const pot = readFileSync(join(plugin, 'languages', 'event-shop.pot'), 'utf8');
  const found = pot
    .split(/\n\n/)
    .map((entry) => ({ context: /^msgctxt (".*")$/m.exec(entry)?.[1], msgid: /^msgid (".*")$/m.exec(entry)?.[1] }))
    .filter(({ msgid }) => msgid && msgid !== '""')
    .map(({ context, msgid }) => key(context && JSON.parse(context), JSON.parse(msgid)));
  assert.deepEqual(found.toSorted(), [...expected].sort(), 'run integrations/wordpress/make-pot.sh');
  assert.match(pot, new RegExp(`^"Project-Id-Version: Event Shop ${version.replaceAll('.', '\\.')}\\\\n"$`, 'm'));
});

test("the plugin's header, its version constant and readme.txt carry package.json's version and requirements", () => {
  const main = readFileSync(join(plugin, 'event-shop.php'), 'utf8');
  const header = Object.fromEntries([...main.matchAll(/^ \* ([A-Z][\w ]+):\s*(.+?)\s*$/gm)].map(([, key, value]) => [key, value]));
  assert.equal(header['Plugin Name'], 'Event Shop');
  assert.equal(header.Version, version);
  assert.equal(header['Requires at least'], '6.1');
  assert.equal(header['Requires PHP'], '8.1');
  assert.equal(header['Text Domain'], 'event-shop');
  assert.match(main, new RegExp(`define\\( 'EVENT_SHOP_VERSION', '${version.replaceAll('.', '\\.')}' \\);`));
  const readme = readFileSync(join(plugin, 'readme.txt'), 'utf8');
  assert.match(readme, /^=== Event Shop ===$/m);
  assert.match(readme, new RegExp(`^Stable tag: ${version.replaceAll('.', '\\.')}$`, 'm'));
  assert.match(readme, /^Requires at least: 6\.1$/m);
  assert.match(readme, /^Requires PHP: 8\.1$/m);
  assert.match(readFileSync(join(plugin, 'uninstall.php'), 'utf8'), /defined\( 'WP_UNINSTALL_PLUGIN' \) \|\| exit;/);
});

test('php -l: every PHP file parses', (t) => {
  if (!hasPhp) return t.skip(NO_PHP);
  for (const file of phpFiles(integration)) {
    const result = spawnSync('php', ['-l', join(integration, file)], { encoding: 'utf8' });
    assert.equal(result.status, 0, `${file}: ${result.stdout}${result.stderr}`);
  }
});

test('phpcs with integrations/wordpress/phpcs.xml: the plugin passes, a bad file does not', (t) => {
  if (!hasPhpcs) return t.skip('phpcs is not installed (Debian: apt-get install php-codesniffer)');
  const ruleset = join(integration, 'phpcs.xml');
  const clean = spawnSync('phpcs', [`--standard=${ruleset}`, '--report=emacs', '-q'], { cwd: root, encoding: 'utf8' });
  assert.equal(clean.status, 0, clean.stdout + clean.stderr);
  const bad = join(work, 'phpcs', 'event-shop', 'bad.php');
  mkdirSync(join(work, 'phpcs', 'event-shop'), { recursive: true });
  writeFileSync(
    bad,
    "<?php\n/**\n * A file.\n *\n * @package Event_Shop\n */\n\n/**\n * A function.\n */\nfunction event_shop_bad() {\n    $list = [ 1 ];\n    eval( 'x' );\n    extract( $list );\n    return `ls`;\n}\n",
  );
  const dirty = spawnSync('phpcs', [`--standard=${ruleset}`, '--report=emacs', '-q', bad], { encoding: 'utf8' });
  assert.notEqual(dirty.status, 0);
  for (const sniff of ['DisallowSpaceIndent', 'DisallowShortArraySyntax', 'Squiz.PHP.Eval', 'ForbiddenFunctions', 'BacktickOperator'])
    assert.match(dirty.stdout, new RegExp(sniff));
});

test('the PHP unit checks (integrations/wordpress/tests/unit.php): locale → file, theme values, placeholders, config, settings', (t) => {
  if (!hasPhp) return t.skip(NO_PHP);
  const unit = join(integration, 'tests', 'unit.php');
  for (const args of [[], ...(hasWordPress ? [[WORDPRESS]] : [])]) {
    const result = spawnSync('php', [unit, ...args], { encoding: 'utf8' });
    assert.equal(result.status, 0, `php unit.php ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
    assert.match(result.stdout, /^ok \d+$/m);
  }
  if (!hasWordPress) t.diagnostic(`no WordPress at ${WORDPRESS} (WP_PATH): wpautop's check left out`);
});

// ---------------------------------------------------------------------------------------------------
// The zip.

test('zip() and unzip(): folders, UTF-8 names, deflated and stored entries, CRC-32', () => {
  assert.equal(crc32(Buffer.from('123456789')), 0xcbf43926);
  assert.equal(tableCrc32(Buffer.from('123456789')), 0xcbf43926);
  const random = zlib.deflateSync(Buffer.from(String(Math.random()).repeat(500)));
  assert.equal(tableCrc32(random), crc32(random));
  const bytes = zip(
    [
      { name: 'event-shop/readme.txt', data: 'ticket '.repeat(200) },
      { name: 'event-shop/assets/ü.bin', data: Buffer.from([0, 1, 2]) },
      { name: 'event-shop/empty.txt', data: '' },
    ],
    { date: new Date(2026, 5, 1, 12, 30, 0) },
  );
  const entries = unzip(bytes);
  assert.deepEqual(
    entries.map((e) => [e.name, e.method, e.mode.toString(8)]),
    [
      ['event-shop/', 0, '40755'],
      ['event-shop/readme.txt', 8, '100644'],
      ['event-shop/assets/', 0, '40755'],
      ['event-shop/assets/ü.bin', 0, '100644'],
      ['event-shop/empty.txt', 0, '100644'],
    ],
  );
  assert.equal(entries[1].data.toString(), 'ticket '.repeat(200));
  for (const name of ['../evil.php', '/etc/passwd', 'a/./b', 'a\\b']) assert.throws(() => zip([{ name, data: '' }]), /not a relative path/);
  assert.throws(
    () =>
      zip([
        { name: 'a', data: '' },
        { name: 'a', data: '' },
      ]),
    /twice/,
  );
  const broken = Buffer.from(bytes);
  broken[bytes.indexOf(Buffer.from([0, 1, 2])) + 1] ^= 0xff;
  assert.throws(() => unzip(broken), /CRC/);
});

const distReady = () => wordpressAssets().every((file) => existsSync(join(root, 'dist', file)));

test('the plugin zip: event-shop/ with the plugin, the bundles and integrity.json in assets/, LICENSE; the version checked', (t) => {
  if (!distReady()) return t.skip('dist/ is not built: npm test builds before it runs this');
  const made = wordpressPlugin({ version, out: work });
  assert.equal(made.file, join(work, `event-shop-wordpress-${version}.zip`));
  const entries = unzip(readFileSync(made.file));
  const files = entries.filter((e) => !e.folder).map((e) => e.name);
  assert.deepEqual(
    [...files].sort(),
    [
      ...filesUnder(plugin)
        .filter((file) => !file.startsWith('assets/'))
        .map((file) => `event-shop/${file}`),
      ...['event-shop.js', ...languages().map((lang) => `event-shop.${lang}.js`), 'integrity.json', 'THIRD-PARTY-NOTICES.txt'].map(
        (file) => `event-shop/assets/${file}`,
      ),
      'event-shop/LICENSE',
    ].sort(),
  );
  assert.ok(
    entries.every((e) => e.name.startsWith('event-shop/')),
    'one folder, the slug',
  );
  assert.ok(!files.some((f) => /\/(tests|node_modules)\/|phpcs\.xml|\/\./.test(f)), 'no tests, no ruleset, no dot files');
  const read = (name) => entries.find((e) => e.name === name).data;
  const integrity = JSON.parse(read('event-shop/assets/integrity.json'));
  for (const file of ['event-shop.js', ...languages().map((lang) => `event-shop.${lang}.js`)]) {
    assert.equal(sri(read(`event-shop/assets/${file}`)), integrity[file], file);
    assert.ok(read(`event-shop/assets/${file}`).equals(readFileSync(join(root, 'dist', file))), file);
  }
  assert.ok(read('event-shop/LICENSE').equals(readFileSync(join(root, 'LICENSE'))));
  assert.throws(() => wordpressPlugin({ version: '9.9.9', out: work }), /says Version 0\.1\.0|says Version/);
});

test('the plugin zip passes unzip -t, and WordPress unpacks it (PclZip) into wp-content/plugins/event-shop/', (t) => {
  if (!distReady()) return t.skip('dist/ is not built: npm test builds before it runs this');
  const file = join(work, `event-shop-wordpress-${version}.zip`);
  if (!existsSync(file)) wordpressPlugin({ version, out: work });
  if (runs('unzip', ['-v'])) {
    const tested = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    assert.equal(tested.status, 0, tested.stdout);
    assert.match(tested.stdout, /No errors detected/);
  } else t.diagnostic('unzip is not installed: unzip -t left out');
  const pclzip = join(WORDPRESS, 'wp-admin', 'includes', 'class-pclzip.php');
  if (!hasPhp || !existsSync(pclzip)) return t.skip(`${NO_PHP}, or no WordPress at ${WORDPRESS}: PclZip left out`);
  const plugins = join(work, 'wp-content', 'plugins');
  mkdirSync(plugins, { recursive: true });
  const script = [
    'require $argv[1];',
    '$zip = new PclZip( $argv[2] );',
    '$list = $zip->listContent();',
    'if ( ! is_array( $list ) ) { fwrite( STDERR, $zip->errorInfo( true ) ); exit( 1 ); }',
    '$done = $zip->extract( PCLZIP_OPT_PATH, $argv[3] );',
    'if ( ! is_array( $done ) ) { fwrite( STDERR, $zip->errorInfo( true ) ); exit( 1 ); }',
    'foreach ( $done as $entry ) { echo $entry["status"], " ", $entry["stored_filename"], "\\n"; }',
  ].join('\n');
  const listed = spawnSync('php', ['-r', script, pclzip, file, plugins], { encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  const lines = listed.stdout.trim().split('\n');
  assert.equal(lines.length, unzip(readFileSync(file)).length);
  assert.ok(
    lines.every((line) => line.startsWith('ok ')),
    lines.filter((line) => !line.startsWith('ok ')).join('\n'),
  );
  assert.ok(readFileSync(join(plugins, 'event-shop', 'assets', 'event-shop.js')).equals(readFileSync(join(root, 'dist', 'event-shop.js'))));
  assert.match(readFileSync(join(plugins, 'event-shop', 'event-shop.php'), 'utf8'), /Plugin Name: +Event Shop/);
});
