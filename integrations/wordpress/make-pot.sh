#!/bin/sh
# Writes event-shop/languages/event-shop.pot: the texts of the plugin's PHP, of the block editor's script
# and of block.json (with the contexts WordPress translates block.json by), with GNU gettext's xgettext
# and msgcat (Debian: gettext). test/node/wordpress-plugin.test.mjs checks that it holds every text.
set -eu
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/event-shop"
version=$(sed -n 's/^ \* Version: *//p' event-shop.php)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keywords='--keyword=__:1,2t --keyword=_e:1,2t --keyword=_x:1,2c,3t --keyword=_ex:1,2c,3t --keyword=_n:1,2,4t --keyword=_nx:1,2,4c,5t'
escaping='--keyword=esc_html__:1,2t --keyword=esc_html_e:1,2t --keyword=esc_html_x:1,2c,3t --keyword=esc_attr__:1,2t --keyword=esc_attr_e:1,2t --keyword=esc_attr_x:1,2c,3t'
common='--from-code=UTF-8 --add-comments=translators: --sort-by-file --no-wrap --omit-header'
# shellcheck disable=SC2086
xgettext --language=PHP $common $keywords $escaping -o "$tmp/php.pot" $(find . -name '*.php' | LC_ALL=C sort)
# shellcheck disable=SC2086
xgettext --language=JavaScript $common $keywords -o "$tmp/js.pot" blocks/shop/editor.js
node -e '
const block = require("./blocks/shop/block.json");
const entry = (context, text) => `#: blocks/shop/block.json\nmsgctxt ${JSON.stringify(context)}\nmsgid ${JSON.stringify(text)}\nmsgstr ""\n`;
process.stdout.write([entry("block title", block.title), entry("block description", block.description), ...block.keywords.map((k) => entry("block keyword", k))].join("\n"));
' > "$tmp/block.pot"
mkdir -p languages
{
  printf '# Event Shop %s\n# This file is distributed under the same license as the Event Shop plugin (MIT).\n' "$version"
  printf 'msgid ""\nmsgstr ""\n'
  printf '"Project-Id-Version: Event Shop %s\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n' "$version"
  printf '"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n"X-Domain: event-shop\\n"\n\n'
  msgcat --no-wrap --use-first "$tmp/php.pot" "$tmp/js.pot" "$tmp/block.pot"
} > languages/event-shop.pot
echo "event-shop/languages/event-shop.pot: $(grep -c '^msgid "[^"]' languages/event-shop.pot) texts"
