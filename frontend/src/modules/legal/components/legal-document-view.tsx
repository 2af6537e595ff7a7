import Link from 'next/link';
import { ContentSections } from '@/modules/content/components/rich-text';
import { PageHero } from '@/modules/content/components/page-hero';
import { LEGAL_SLUGS, type LegalDocument } from '../legal-document';
import { formatLegalDate, LEGAL_DOCUMENTS, legalHref } from '../legal-pages';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={document.summary}>
        <p className="mt-4 text-sm text-muted">
          Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
        </p>
      </PageHero>
      <div className="page-container grid gap-12 py-12 lg:grid-cols-[16rem_1fr]">
        <aside className="order-last lg:order-first">
          <div className="lg:sticky lg:top-24">
            <nav aria-label="On this page" className="rounded-2xl border border-line p-5">
              <h2 className="text-sm font-semibold text-ink">On this page</h2>
              <ol className="mt-3 flex flex-col gap-2 text-sm">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="text-muted hover:text-brand-700 hover:underline">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <nav aria-label="Legal documents" className="mt-6 rounded-2xl border border-line p-5">
              <h2 className="text-sm font-semibold text-ink">Legal documents</h2>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {LEGAL_SLUGS.map((slug) => (
                  <li key={slug}>
                    <Link
                      href={legalHref(slug)}
                      aria-current={slug === document.slug ? 'page' : undefined}
                      className="text-muted hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                    >
                      {LEGAL_DOCUMENTS[slug].shortTitle}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
        <article aria-label={document.title}>
          <ContentSections sections={document.sections} />
        </article>
      </div>
    </>
  );
}
