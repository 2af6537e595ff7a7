import { Mail } from 'lucide-react';
import Link from 'next/link';
import type { LocaleCode } from '@/config/locales';
import { SITE_NAME, SITE_VERSION, SOCIAL_LINKS, SUPPORT_EMAIL } from '@/config/site';
import { FOOTER_GROUPS } from '../footer-links';
import { LanguageSelect } from './language-select';
import { SocialIcon } from './social-icon';

/** Public footer: link groups, social links, language, copyright, support mail and version. */
export function SiteFooter({ locale }: { locale: LocaleCode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="page-container py-12">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div>
            <p className="text-lg font-bold text-white">{SITE_NAME}</p>
            <p className="mt-3 max-w-xs text-sm leading-6 text-slate-300">
              Study documents shared by students, and AI tools that help you write, revise and understand.
            </p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social media">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    aria-label={social.label}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-white"
                  >
                    <SocialIcon network={social.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
            {FOOTER_GROUPS.map((group) => (
              <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
                <h2 id={`footer-${group.id}`} className="text-sm font-semibold text-white">
                  {group.title}
                </h2>
                <ul className="mt-4 flex flex-col gap-2.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-2 text-slate-200 hover:text-white hover:underline focus-visible:outline-white"
            >
              <Mail aria-hidden="true" className="size-4" />
              {SUPPORT_EMAIL}
            </a>
            <span>Version {SITE_VERSION}</span>
            <LanguageSelect initialLocale={locale} />
          </div>
        </div>
      </div>
    </footer>
  );
}
