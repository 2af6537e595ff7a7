import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { LOCALE_COOKIE, resolveLocale } from '@/config/locales';
import { SITE_DESCRIPTION, SITE_NAME } from '@/config/site';
import { SessionProvider } from '@/modules/auth/components/session-provider';
import { ScrollToTop } from '@/modules/shell/components/scroll-to-top';
import { ShellFrame } from '@/modules/shell/components/shell-frame';
import { SiteFooter } from '@/modules/shell/components/site-footer';
import { SiteHeader } from '@/modules/shell/components/site-header';
import './globals.css';

export const metadata: Metadata = {
  title: {
    default: `${SITE_NAME}: study documents and AI study tools`,
    template: `%s | ${SITE_NAME}`,
  },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#4f46e5',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return (
    <html lang={locale}>
      <body>
        <SessionProvider>
          <ScrollToTop />
          <ShellFrame header={<SiteHeader />} footer={<SiteFooter locale={locale} />}>
            {children}
          </ShellFrame>
        </SessionProvider>
      </body>
    </html>
  );
}
