/**
 * The entry of the classic-script bundles (dist/event-shop.js and dist/event-shop.<lang>.js): the shop's
 * src/main.ts, with the order of the bundle's modules laid out for gzip, which finds repeats only within
 * its last 32 KiB. A bundle lays out its modules in the order they are first imported, so the imports
 * here come first:
 * - the shipped language's texts (src/i18n/shipped.ts; some 18 KB in Arabic), which compress against
 *   each other and not against code: ahead of everything, they no longer cut the shop's code in two;
 * - preact (react through preact/compat), which every part of the shop and its libraries renders with;
 * - the three big libraries (DOMPurify, some 34 KB minified; sonner; final-form with react-final-form,
 *   some 25 KB), so that the shop's own code after them is one run that compresses against itself;
 * - the shop's stylesheets (one module of every sheet's text, build/rollup-plugins.mjs `cssText`,
 *   reached through any of them) right before sonner, whose own stylesheet is a string at the top of its
 *   code, so both CSS texts are in one window.
 * Measured with gzip -9 against src/main.ts as the entry: -1,610 B in Arabic, -1,350 B in English.
 *
 * This is layout only: the same modules, each evaluated once as the script loads, as every module of
 * the bundle is; nothing in src/ exists for it. test/node/bundle-size.test.mjs checks the order holds.
 */
import '../src/i18n/shipped.ts';
import 'react';
import 'dompurify';
import '../src/ui/toasts.css';
import 'sonner';
import 'react-final-form';
import '../src/main.ts';
