import type { ConfigProblem, ShopConfig } from './types';

/**
 * Currency, time zone and locale are checked by their shape only: the
 * first `Intl` constructor of a page costs 25-46 ms, and validation runs inside
 * `mount()`, on the host's critical path. `intlProblems` asks Intl itself later,
 * when the browser is idle. Formatting never throws meanwhile: a locale Intl
 * refuses is replaced when the config is set (stores/config.ts, `knownLocale`
 * builds no formatter), and dates fall back to the browser's zone for a zone
 * it does not know (domain/dates.ts).
 */

/** ISO 4217 shape. Intl accepts every well-formed code, so this is the whole check. */
export const validCurrency = (code: string) => /^[A-Za-z]{3}$/.test(code);

/**
 * An IANA zone: `Area/Location[/Sub]` under one of the tz database's areas
 * (with the legacy `US/`, `Canada/`... links), a single name (`UTC`, `EST5EDT`,
 * `Zulu`), or a UTC offset (`+05:00`). Case does not matter to Intl.
 */
const ZONE = new RegExp(
  '^(?:(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc|US|Canada|Brazil|Chile|Mexico)' +
    '(?:/[A-Za-z0-9_+-]*[A-Za-z0-9_])+|[A-Za-z][A-Za-z0-9_+-]*|[+-][0-9]{2}(?::?[0-9]{2})?)$',
  'i',
);
export const validTimezone = (zone: string) => ZONE.test(zone);

/**
 * A well-formed Unicode BCP 47 locale identifier (UTS 35): language[-script]
 * [-region][-variant]*[-extension]*[-x-private]. Duplicate variants or
 * singletons pass here and are caught by `intlProblems`.
 */
const LOCALE = new RegExp(
  '^(?:[a-z]{2,3}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*' +
    '(?:-[0-9a-wy-z](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?$',
  'i',
);
export const validLocale = (tag: string) => LOCALE.test(tag);

/** Whether Intl takes this locale: the check every Intl formatter makes of one (it throws otherwise), and a cheap one. */
export function knownLocale(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

/**
 * What only Intl can tell: a zone or locale of the right shape that this
 * browser does not know. For the page's config mount asks when idle (the
 * zone's check is the expensive one); for the backend's, `mergeConfig` asks of
 * the values that differ from the page's (`base`). Formatting never sees them:
 * stores/config.ts puts the browser's default in a bad locale's place, and
 * dates fall back to the browser's zone (domain/dates.ts).
 */
export function intlProblems(
  config: Pick<ShopConfig, 'locale' | 'timezone'>,
  base?: Pick<ShopConfig, 'locale' | 'timezone'>,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  // A backend's value is ignored (the page's stays); a page's falls back to the browser's.
  const fallback = (text: string) => (base ? '' : `; ${text}`);
  if (config.locale !== base?.locale && !knownLocale(config.locale)) {
    problems.push({
      key: 'locale',
      message: `"${config.locale}" is not a locale this browser accepts${fallback('formatting uses its default')}`,
    });
  }
  if (config.timezone !== base?.timezone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: config.timezone });
    } catch {
      problems.push({
        key: 'timezone',
        message: `"${config.timezone}" is not a time zone this browser knows${fallback("dates are shown in the browser's own zone")}`,
      });
    }
  }
  return problems;
}
