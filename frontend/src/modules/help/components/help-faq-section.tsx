import type { HelpFaqEntry } from '@studyhub/contracts';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { MANAGED_PAGES_TAG } from '@/modules/legal/legal-page-document';
import { toFaq } from '../faq-content';
import { FaqBrowser } from './faq-browser';

/**
 * The help questions from the content service, shared by every visitor for a minute (Next keeps
 * the last answer if the service is down); without any answer, a way to ask support instead.
 */
export async function HelpFaqSection() {
  const result = await fetchFromGateway<HelpFaqEntry[]>('/pages/help', {
    anonymous: true,
    revalidate: 60,
    tags: [MANAGED_PAGES_TAG],
  });
  if (result.ok) return <FaqBrowser faqs={result.data.map(toFaq)} />;
  return (
    <section aria-labelledby="faq-unavailable" className="rounded-2xl border border-line bg-surface-muted p-6">
      <h2 id="faq-unavailable" className="text-2xl font-bold text-ink">
        Frequently asked questions
      </h2>
      <p role="status" className="mt-3 text-base text-ink">
        The questions could not be loaded right now. Please try again in a moment, or{' '}
        <Link href="/contact" className="link">
          ask our support team
        </Link>
        .
      </p>
    </section>
  );
}
