import { SESSION_COOKIES } from '@studyhub/contracts';
import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { LOCALE_COOKIE, resolveLocale } from '@/config/locales';
import { SITE_DESCRIPTION, SITE_NAME } from '@/config/site';
import { decodeAccessToken } from '@/modules/auth/access-token';
import { GoogleOneTap } from '@/modules/auth/components/google-one-tap';
import { SessionProvider } from '@/modules/auth/components/session-provider';
import { ScrollToTop } from '@/modules/shell/components/scroll-to-top';
import { ShellFrame } from '@/modules/shell/components/shell-frame';
import { SiteFooter } from '@/modules/shell/components/site-footer';
import { SiteHeader } from '@/modules/shell/components/site-header';
import { ToastProvider } from '@/modules/toast/components/toast-provider';
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
  const cookieStore = await cookies();
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value);
  // Scripts cannot read the httpOnly access cookie: its expiry times the browser's renewals, and
  // the readable CSRF cookie says a session probably exists (the page reserves the signed-in layout).
  const accessClaims = decodeAccessToken(cookieStore.get(SESSION_COOKIES.access)?.value);
  const hasSessionHint = cookieStore.has(SESSION_COOKIES.csrf);
  return (
    <html lang={locale}>
      <body>
        <ToastProvider>
          <SessionProvider initialExpiresAt={accessClaims?.expiresAt ?? null}>
            <ScrollToTop />
            <GoogleOneTap />
            <ShellFrame header={<SiteHeader />} footer={<SiteFooter locale={locale} />} hasSessionHint={hasSessionHint}>
              {children}
            </ShellFrame>
          </SessionProvider>
        </ToastProvider>
      </body>
    </html>
  );
}
