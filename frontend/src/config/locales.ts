/** The locales the site ships. English is the only one today; add entries here to offer more. */
export const LOCALES = [{ code: 'en', label: 'English' }] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en';
/** Cookie Next's i18n tooling also understands; holds the visitor's chosen locale. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}

/** The locale to render for a cookie value; anything unknown falls back to the default. */
export function resolveLocale(value: string | undefined | null): LocaleCode {
  return isLocaleCode(value) ? value : DEFAULT_LOCALE;
}
