'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { libraryViewQuery, parseLibraryView, type LibraryViewState } from '../library-rules';

/**
 * The library's tab, chip, sort, search and page, kept in the URL so a reload keeps them.
 * The address is replaced in place (no server render; the list is filtered in the browser). The
 * search text is also held locally, so typing is never slowed by the address catching up.
 */
export function useLibraryView(): {
  view: LibraryViewState;
  update: (next: Partial<LibraryViewState>) => void;
  hrefFor: (next: Partial<LibraryViewState>) => string;
} {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const fromUrl = useMemo(() => parseLibraryView(new URLSearchParams(searchParams.toString())), [searchParams]);
  const [search, setSearch] = useState(fromUrl.search);
  const view = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search]);

  const hrefFor = useCallback(
    (next: Partial<LibraryViewState>) => `${pathname}${libraryViewQuery({ ...view, ...next })}`,
    [pathname, view],
  );

  const update = useCallback(
    (next: Partial<LibraryViewState>) => {
      if (next.search !== undefined) setSearch(next.search);
      // Any change but a page turn starts again on the first page.
      window.history.replaceState(null, '', hrefFor({ page: 1, ...next }));
    },
    [hrefFor],
  );

  return { view, update, hrefFor };
}
