/**
 * The language this bundle speaks: its tag, and its texts as the translator's defaults. This module is
 * English, the language of dist/event-shop.js and of every test of the sources. Each
 * dist/event-shop.<lang>.js is the same build with this one module in the language's place, made from
 * src/i18n/<lang>.json by build/languages.mjs (docs/embed-contract.md §1).
 */
import { englishTexts } from './en';
import type { Text } from './text';

export type ShippedLanguage = { readonly lang: string; readonly texts: Readonly<Record<keyof typeof englishTexts, Text>> };

export const shipped: ShippedLanguage = { lang: 'en', texts: englishTexts };
