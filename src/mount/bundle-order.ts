/**
 * The order of the shipped bundle, for gzip. A bundle lays out its modules in the order they are
 * first imported, and gzip finds repeats only within its last 32 KiB: DOMPurify (some 34 KB
 * minified) and final-form with react-final-form (some 25 KB) used to sit between the shop's own
 * modules, each cutting the shop's code into parts that could not compress against each other.
 * Imported first (by mount.tsx), they go ahead of it, and the shop's code is one run: 746 B less
 * by gzip -9 for every shopper, as measured when ky 1.14 came in. These imports add no code; the
 * modules they move still run as the script loads, as every module of the bundle does.
 * test/node/bundle-size.test.mjs checks that they stay ahead of the shop's own code.
 */
import 'dompurify';
import 'react-final-form';
