import { Mail, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { SUPPORT_EMAIL } from '@/config/site';
import { FaqBrowser } from '@/modules/help/components/faq-browser';

/** The help center inside the dashboard (spec section 2, Help page), with the public FAQ. */
export function DashboardHelpView() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Help Center</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Answers about points, buying and selling documents, the AI tools and your account. Our support team replies
        within 24 hours.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <FaqBrowser />
        <aside aria-labelledby="dashboard-still-need-help">
          <div className="rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24">
            <h2 id="dashboard-still-need-help" className="text-xl font-bold text-ink">
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
    </div>
  );
}
