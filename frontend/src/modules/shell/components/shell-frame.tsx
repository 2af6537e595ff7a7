'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import { Sidebar } from '@/modules/dashboard/components/sidebar';
import { isShellHidden } from '../shell-visibility';

/**
 * Wraps every page in the public header and footer, except on /dashboard*, /admin* and
 * /checkout/success, whose own layouts bring their chrome and landmarks. Signed-in users also get
 * the narrow sidebar with the page offset beside it (spec section 2, Layout); while the session
 * loads, a session cookie reserves that space so nothing shifts.
 */
export function ShellFrame({
  header,
  footer,
  hasSessionHint = false,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  hasSessionHint?: boolean;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const { session } = useSession();
  if (isShellHidden(pathname)) return <>{children}</>;
  const isSignedIn = session.status === 'signed-in';
  const hasRail = isSignedIn || (session.status === 'loading' && hasSessionHint);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {hasRail ? (
        <div
          data-testid="signed-in-rail"
          className="fixed inset-y-0 left-0 z-40 hidden w-20 border-r border-line bg-white md:block"
        >
          {isSignedIn ? <Sidebar layout="rail" /> : null}
        </div>
      ) : null}
      <div className={clsx(hasRail && 'md:pl-20')}>
        {header}
        <main id="main-content" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
          {children}
        </main>
        {footer}
      </div>
    </>
  );
}
