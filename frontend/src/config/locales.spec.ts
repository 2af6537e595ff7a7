import { DEFAULT_LOCALE, LOCALES, resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('keeps a shipped locale', () => {
    expect(resolveLocale('en')).toBe('en');
  });

  it.each([undefined, null, '', 'fr', 'EN', 'en-US'])('falls back to the default for %p', (value) => {
    expect(resolveLocale(value)).toBe(DEFAULT_LOCALE);
  });

  it('ships English as the default', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALES.map((locale) => locale.code)).toContain(DEFAULT_LOCALE);
  });
});
