import type { LegalPageSummary } from '@studyhub/contracts';
import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { PageHero } from '@/modules/content/components/page-hero';
import { LEGAL_LINK_LABELS, LEGAL_SLUGS } from '../legal-document';
import { formatLegalDate, legalHref } from '../legal-pages';

/** The eight legal pages; without the service's answer, their names alone. */
export function LegalIndexView({ pages }: { pages: LegalPageSummary[] | null }) {
  const bySlug = new Map((pages ?? []).map((page) => [page.slug, page]));
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Legal information"
        lead="The rules that apply when you use Studyhub, how we handle your data, and what to do if something goes wrong. Each document starts with a plain-language summary."
      />
      <div className="page-container py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {LEGAL_SLUGS.map((slug) => {
            const page = bySlug.get(slug);
            return (
              <li key={slug}>
                <Link
                  href={legalHref(slug)}
                  className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm hover:border-brand-300 hover:shadow-md"
                >
                  <span className="text-lg font-semibold text-ink group-hover:text-brand-700">
                    {page?.title ?? LEGAL_LINK_LABELS[slug]}
                  </span>
                  {page ? <span className="mt-2 flex-1 text-sm leading-6 text-muted">{page.description}</span> : null}
                  <span className="mt-4 flex items-center justify-between text-sm">
                    <span className="text-muted">{page ? `Updated ${formatLegalDate(page.published_at)}` : ''}</span>
                    <ArrowRight aria-hidden="true" className="size-4 text-brand-700" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
