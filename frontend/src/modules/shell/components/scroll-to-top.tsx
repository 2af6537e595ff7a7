'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every route change starts at the top of the page (spec section 2, Layout). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A link to an anchor on the new page scrolls to that anchor instead.
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
