import { Clock, HelpCircle, Mail, ShieldAlert } from 'lucide-react';
import Link from 'next/link';
import { SUPPORT_EMAIL } from '@/config/site';
import { PageHero } from '@/modules/content/components/page-hero';
import { ContactForm } from '../components/contact-form';

export function ContactView() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="How can we help?"
        lead="Questions about a document, your points, a payment or your account? Send us a message and a member of our support team will reply within 24 hours."
      />
      <div className="page-container grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside aria-label="Other ways to reach us" className="flex flex-col gap-6">
          <div className="flex gap-4">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h2 className="font-semibold text-ink">Email support</h2>
              <p className="mt-1 text-sm text-muted">Prefer your own mail app? Write to us directly.</p>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="link mt-1 inline-block text-sm">
                {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
          <div className="flex gap-4">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h2 className="font-semibold text-ink">Reply within 24 hours</h2>
              <p className="mt-1 text-sm text-muted">We answer every message, seven days a week.</p>
            </div>
          </div>
          <div className="flex gap-4">
            <HelpCircle aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h2 className="font-semibold text-ink">Quick answers</h2>
              <p className="mt-1 text-sm text-muted">
                Many questions about points, purchases and accounts are answered in the{' '}
                <Link href="/help" className="link">
                  Help Center
                </Link>
                .
              </p>
            </div>
          </div>
          <div className="flex gap-4">
            <ShieldAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h2 className="font-semibold text-ink">Copyright and complaints</h2>
              <p className="mt-1 text-sm text-muted">
                Rights holders can use our{' '}
                <Link href="/legal/notice-takedown" className="link">
                  notice and takedown
                </Link>{' '}
                procedure. To complain about a decision, see{' '}
                <Link href="/legal/file-complaint" className="link">
                  how to file a complaint
                </Link>
                .
              </p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
