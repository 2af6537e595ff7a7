import { notFound } from 'next/navigation';
import type { CatalogResult } from '@/modules/catalog/server/catalog-fetch';

/**
 * The entity a page is about: a 404 when the catalog does not know it (or refuses the key), and
 * the error page when the catalog cannot answer, so an outage never passes for a missing page.
 */
export function requiredEntity<T>(result: CatalogResult<T>): T {
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400) notFound();
  throw new Error(result.message);
}
