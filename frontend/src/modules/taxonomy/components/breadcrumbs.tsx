import { ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { siteOrigin } from '@/modules/catalog/server/site-url';
import { breadcrumbStructuredData, scriptSafeJson, type Crumb } from '../breadcrumb-trail';

/** Home › … › current page, with the same trail as structured data for search engines. */
export async function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }, ...trail];
  const origin = await siteOrigin();
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(breadcrumbStructuredData(crumbs, origin)) }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            return (
              <li key={crumb.href} className="flex items-center gap-1">
                {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0" /> : null}
                {isCurrent ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {crumb.label}
                  </span>
                ) : (
                  <Link href={crumb.href} className="link">
                    {crumb.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
