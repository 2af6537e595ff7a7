import { isUuid } from '@studyhub/contracts';

/** The back office's page of one account. */
export const adminUserHref = (userId: string): string => `/admin/users/${encodeURIComponent(userId)}`;

/** The full admin lists, filtered to one user, that the detail page's panels link to. */
export function userListHrefs(userId: string) {
  const id = encodeURIComponent(userId);
  return {
    orders: `/admin/orders?user_id=${id}`,
    pointsOrders: `/admin/points-orders?user_id=${id}`,
    transactions: `/admin/points-transactions?user_id=${id}`,
    withdrawals: `/admin/withdrawals?seller_id=${id}`,
  };
}

type QueryValue = string | string[] | undefined;

/** A panel's page from the detail page's query (`sign_ins_page`, `documents_page`); 1 when absent or bad. */
export function panelPageOf(query: Record<string, QueryValue>, key: string): number {
  const raw = query[key];
  const value = Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** The detail page with one panel on another page, the other panels' pages kept. */
export function panelPageHref(
  userId: string,
  query: Record<string, QueryValue>,
  key: string,
  page: number,
  panelKeys: readonly string[],
): string {
  const search = new URLSearchParams();
  for (const other of panelKeys) {
    const value = other === key ? page : panelPageOf(query, other);
    if (value > 1) search.set(other, String(value));
  }
  const text = search.toString();
  return `${adminUserHref(userId)}${text ? `?${text}` : ''}#${key.replace(/_page$/, '').replace(/_/g, '-')}`;
}

/** Only a uuid names an account; anything else is not found without asking auth. */
export const isUserId = (value: string): boolean => isUuid(value);
