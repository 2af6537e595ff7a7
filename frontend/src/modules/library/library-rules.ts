import { LIBRARY_TABS, type LibraryResponse, type LibraryTab } from '@studyhub/contracts';

/** The Library's pure rules (spec sections 2 and 9): what is shown, in which order, where a card leads. */
export type LibraryDocument = LibraryResponse['documents'][number];
export type LibraryCounts = LibraryResponse['counts'];

export const LIBRARY_PAGE_SIZE = 12;

export const LIBRARY_TAB_LABELS: Record<LibraryTab, string> = {
  all: 'All Documents',
  uploads: 'My Uploads',
  purchased: 'Purchased',
  saved: 'Saved',
  recent: 'Recently Viewed',
};

const TAB_COUNT_KEYS: Record<LibraryTab, keyof LibraryCounts> = {
  all: 'all',
  uploads: 'uploads',
  purchased: 'purchasedCount',
  saved: 'savedCount',
  recent: 'viewedCount',
};

export function tabCount(counts: LibraryCounts, tab: LibraryTab): number {
  return counts[TAB_COUNT_KEYS[tab]];
}

export const LIBRARY_SORTS = ['date', 'downloads', 'rating', 'title', 'price'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const LIBRARY_SORT_LABELS: Record<LibrarySort, string> = {
  date: 'Date',
  downloads: 'Downloads',
  rating: 'Rating',
  title: 'Title',
  price: 'Price',
};

/**
 * Everything the visitor chose, as kept in the URL. The type chip is `document_type`, not `type`:
 * `?type=recovery` on /dashboard already means the password-recovery notice (spec section 2).
 */
export interface LibraryViewState {
  tab: LibraryTab;
  /** A document type's name, or null for every type. */
  type: string | null;
  sort: LibrarySort;
  search: string;
  page: number;
}

export const DEFAULT_LIBRARY_VIEW: LibraryViewState = { tab: 'all', type: null, sort: 'date', search: '', page: 1 };

function isTab(value: string | null): value is LibraryTab {
  return value !== null && (LIBRARY_TABS as readonly string[]).includes(value);
}

function isSort(value: string | null): value is LibrarySort {
  return value !== null && (LIBRARY_SORTS as readonly string[]).includes(value);
}

export function parseLibraryView(params: URLSearchParams): LibraryViewState {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    tab: isTab(tab) ? tab : DEFAULT_LIBRARY_VIEW.tab,
    type: params.get('document_type')?.trim() || null,
    sort: isSort(sort) ? sort : DEFAULT_LIBRARY_VIEW.sort,
    search: params.get('q') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string for a view, defaults left out, so the plain address is the default view. */
export function libraryViewQuery(view: LibraryViewState): string {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_LIBRARY_VIEW.tab) params.set('tab', view.tab);
  if (view.type) params.set('document_type', view.type);
  if (view.sort !== DEFAULT_LIBRARY_VIEW.sort) params.set('sort', view.sort);
  if (view.search) params.set('q', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The next tab for a key on the tab list (WAI-ARIA tabs: arrows wrap, Home and End), or null. */
export function tabAfterKey(current: LibraryTab, key: string): LibraryTab | null {
  const index = LIBRARY_TABS.indexOf(current);
  const count = LIBRARY_TABS.length;
  const next =
    key === 'ArrowRight'
      ? (index + 1) % count
      : key === 'ArrowLeft'
        ? (index - 1 + count) % count
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  return next === null ? null : LIBRARY_TABS[next]!;
}

/** Documents that are not approved appear only on My Uploads, whatever the server sends. */
export function documentsForTab(documents: readonly LibraryDocument[], tab: LibraryTab): LibraryDocument[] {
  return tab === 'uploads' ? [...documents] : documents.filter((document) => document.status === 'APPROVED');
}

/** Type chips only for the types present in the loaded list, in the catalog's type order. */
export function presentTypes(documents: readonly LibraryDocument[]): string[] {
  const byName = new Map(documents.map((document) => [document.document_type.name, document.document_type.id]));
  return [...byName.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'en')).map(([name]) => name);
}

/** A type from the URL counts only while its chip is shown; otherwise nothing could clear it. */
export function activeType(types: readonly string[], type: string | null): string | null {
  return type !== null && types.includes(type) ? type : null;
}

/** Clicking the active chip clears it. */
export function toggleType(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** The date a card is sorted by: when it was viewed on Recently Viewed, when it was published elsewhere. */
function dateOf(document: LibraryDocument, tab: LibraryTab): string {
  return (tab === 'recent' ? document.last_viewed_at : null) ?? document.published_at ?? document.created_at;
}

/** Type chip, case-insensitive search over title or description, then the sort (ties newest first). */
export function visibleDocuments(documents: readonly LibraryDocument[], view: LibraryViewState): LibraryDocument[] {
  const needle = view.search.trim().toLocaleLowerCase('en');
  const filtered = documents.filter(
    (document) =>
      (view.type === null || document.document_type.name === view.type) &&
      (needle === '' ||
        document.title.toLocaleLowerCase('en').includes(needle) ||
        document.description.toLocaleLowerCase('en').includes(needle)),
  );
  const byDate = (a: LibraryDocument, b: LibraryDocument) => dateOf(b, view.tab).localeCompare(dateOf(a, view.tab));
  const compare: Record<LibrarySort, (a: LibraryDocument, b: LibraryDocument) => number> = {
    date: byDate,
    downloads: (a, b) => b.download_count - a.download_count,
    rating: (a, b) => b.average_rating - a.average_rating || b.review_count - a.review_count,
    title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
    price: (a, b) => a.price - b.price,
  };
  return [...filtered].sort((a, b) => compare[view.sort](a, b) || byDate(a, b) || a.id.localeCompare(b.id));
}

export function pageCount(total: number, size = LIBRARY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page past the end (a shorter list after a filter, an old link) shows the last page. */
export function clampPage(page: number, total: number, size = LIBRARY_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}

export function pageOf<T>(items: readonly T[], page: number, size = LIBRARY_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

export interface CardTarget {
  href: string;
  buttonLabel: 'View Document' | 'Preview';
}

/**
 * Spec section 2: owned or purchased documents, or any card on My Uploads, open in the dashboard;
 * others on the public page. The button reads View Document for held ones, Preview otherwise.
 */
export function cardTarget(document: LibraryDocument, tab: LibraryTab): CardTarget {
  const isHeld = document.relation === 'owned' || document.relation === 'purchased';
  const slug = encodeURIComponent(document.slug);
  return {
    href: isHeld || tab === 'uploads' ? `/dashboard/documents/${slug}` : `/documents/${slug}`,
    buttonLabel: isHeld ? 'View Document' : 'Preview',
  };
}
