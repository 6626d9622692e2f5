import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pruneSonnerCss, sonnerCssPath } from '../../build/shared.mjs';

// build/shared.mjs prunes sonner's stylesheet to what a bottom-right, light,
// button-less toaster inside our shadow roots can use.

const css = pruneSonnerCss(readFileSync(sonnerCssPath, 'utf8'));

test("keeps the rules of a bottom-right toast, its swipes right and down, and reduced motion", () => {
  for (const kept of [
    "[data-sonner-toaster][data-x-position='right']",
    "[data-sonner-toast][data-y-position='bottom']",
    "[data-sonner-toast][data-swipe-out='true'][data-swipe-direction='right']",
    "[data-sonner-toast][data-swipe-out='true'][data-swipe-direction='down']",
    '@keyframes swipe-out-right',
    '@keyframes swipe-out-down',
    "[data-rich-colors='true'][data-sonner-toast][data-type='error']",
    '@media (prefers-reduced-motion)',
    "[data-sonner-toaster][dir='rtl']",
  ]) assert.ok(css.includes(kept), kept);
});

test('drops what the shop never shows, and selectors that cannot match in a shadow root', () => {
  for (const dropped of ["data-sonner-theme='dark'", 'data-close-button', 'sonner-loading', "data-x-position='left'", "data-x-position='center'", "data-y-position='top'", "data-swipe-direction='up'", 'swipe-out-left', "data-invert='true'", 'html[dir', '--gray', 'font-family', '--toast-close-button']) {
    assert.ok(!css.includes(dropped), dropped);
  }
});

test("a selector list keeps the selectors that can match: sonner's bottom-or-top swipe-out rule stays for bottom alone", () => {
  assert.match(css, /(^|\})\s*\[data-sonner-toast\]\[data-swipe-out='true'\]\[data-y-position='bottom'\]\s*\{\s*animation-duration/);
});

test('throws when sonner no longer has what is pruned (an upgrade is looked at)', () => {
  assert.throws(() => pruneSonnerCss('[data-sonner-toast]{opacity:1}'), /sonner changed/);
});
