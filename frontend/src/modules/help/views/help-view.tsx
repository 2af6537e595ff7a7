import { Mail, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { SUPPORT_EMAIL } from '@/config/site';
import { PageHero } from '@/modules/content/components/page-hero';
import { FaqBrowser } from '../components/faq-browser';

export function HelpView() {
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How can we help you today?"
        lead="Answers about points, buying and selling documents, the AI tools and your account. Can't find what you need? Our support team replies within 24 hours."
      />
      <div className="page-container grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <FaqBrowser />
        <aside aria-labelledby="still-need-help">
          <div className="rounded-2xl border border-line bg-surface-muted p-6 lg:sticky lg:top-24">
            <h2 id="still-need-help" className="text-xl font-bold text-ink">
              Still need help?
            </h2>
            <p className="mt-2 text-sm leading-6 text-muted">
              Send us a message and a member of the support team will reply within 24 hours.
            </p>
            <div className="mt-5 flex flex-col gap-3">
              <a href={`mailto:${SUPPORT_EMAIL}`} className="btn-primary">
                <Mail aria-hidden="true" className="size-4" />
                Email Support
              </a>
              <Link href="/contact" className="btn-secondary">
                <MessageCircle aria-hidden="true" className="size-4" />
                Live Chat
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
