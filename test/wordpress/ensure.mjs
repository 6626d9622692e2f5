// `npm test`'s set-up, after the browsers (test/runner/ensure-browsers.sh): Debian's WordPress, its two
// default themes, Apache with mod_php, MariaDB, PHP and PHP_CodeSniffer, installed with apt when
// missing, for the plugin's checks (test/node/wordpress-plugin.test.mjs) and its tests in a real
// WordPress (test/wordpress/run.mjs).
import { ensureWordPress } from './site.mjs';

const { wordpress, php } = ensureWordPress();
console.log(`WordPress ${wordpress}, PHP ${php}`);
