'use client';

import { Globe } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  resolveLocale,
  type LocaleCode,
} from '@/config/locales';

/** Language dropdown; the choice lives in the NEXT_LOCALE cookie that the root layout reads for <html lang>. */
export function LanguageSelect({ initialLocale }: { initialLocale: LocaleCode }) {
  const id = useId();
  const router = useRouter();
  const [locale, setLocale] = useState<LocaleCode>(initialLocale);

  const onChange = (value: string) => {
    const next = resolveLocale(value);
    setLocale(next);
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    document.documentElement.lang = next;
    router.refresh();
  };

  return (
    <div className="flex items-center gap-2">
      <Globe aria-hidden="true" className="size-4 text-slate-300" />
      <label htmlFor={id} className="sr-only">
        Language
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-sm text-white"
      >
        {LOCALES.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
