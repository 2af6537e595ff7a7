import type { ReactNode } from 'react';
import { ContentSections } from '@/modules/content/components/rich-text';
import { PageHero } from '@/modules/content/components/page-hero';
import type { LegalDocument, LegalSlug } from '../legal-document';
import { formatLegalDate } from '../legal-pages';
import { LegalNav } from './legal-nav';

/** A legal page's live version; `children` (a complaint or takedown form) follows the text. */
export function LegalDocumentView({
  document,
  navLabels,
  children,
}: {
  document: LegalDocument;
  navLabels?: Readonly<Record<LegalSlug, string>>;
  children?: ReactNode;
}) {
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
            <LegalNav current={document.slug} {...(navLabels ? { labels: navLabels } : {})} />
          </div>
        </aside>
        <div className="min-w-0">
          <article aria-label={document.title}>
            <ContentSections sections={document.sections} />
          </article>
          {children}
        </div>
      </div>
    </>
  );
}
