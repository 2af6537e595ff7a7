'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isShellHidden } from '../shell-visibility';

/**
 * Wraps every page in the public header and footer, except on /dashboard*, /admin* and
 * /checkout/success, whose own layouts bring their chrome and landmarks.
 */
export function ShellFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const pathname = usePathname();
  if (isShellHidden(pathname)) return <>{children}</>;
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {header}
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
        {children}
      </main>
      {footer}
    </>
  );
}
