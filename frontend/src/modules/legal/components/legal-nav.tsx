import Link from 'next/link';
import { LEGAL_LINK_LABELS, LEGAL_SLUGS, type LegalSlug } from '../legal-document';
import { legalHref } from '../legal-pages';

/**
 * The side list of every legal page, the current one marked, named by the live versions' short
 * titles when known.
 */
export function LegalNav({
  current,
  labels = LEGAL_LINK_LABELS,
}: {
  current: LegalSlug;
  labels?: Readonly<Record<LegalSlug, string>>;
}) {
  return (
    <nav aria-label="Legal documents" className="mt-6 rounded-2xl border border-line p-5">
      <h2 className="text-sm font-semibold text-ink">Legal documents</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {LEGAL_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              href={legalHref(slug)}
              aria-current={slug === current ? 'page' : undefined}
              className="text-muted hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {labels[slug]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
