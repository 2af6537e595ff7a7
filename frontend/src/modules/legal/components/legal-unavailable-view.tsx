import Link from 'next/link';
import { PageHero } from '@/modules/content/components/page-hero';
import { SUPPORT_EMAIL } from '@/config/site';
import { LEGAL_LINK_LABELS, type LegalSlug } from '../legal-document';
import { LegalNav } from './legal-nav';

/** Shown when the content service cannot be reached and no earlier copy of the page is cached. */
export function LegalUnavailableView({ slug }: { slug: LegalSlug }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={LEGAL_LINK_LABELS[slug]}
        lead="This page could not be loaded right now. Please try again in a moment."
      />
      <div className="page-container grid gap-12 py-12 lg:grid-cols-[16rem_1fr]">
        <aside className="order-last lg:order-first">
          <LegalNav current={slug} />
        </aside>
        <div role="status" className="rounded-2xl border border-line bg-surface-muted p-6 text-base text-ink">
          <p>
            Our legal texts are served by a part of Studyhub that is not answering. Reload the page in a minute, or
            write to{' '}
            <a className="link" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>{' '}
            and we will send you the document.
          </p>
          <p className="mt-3">
            <Link className="link" href="/contact">
              Contact support
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
