import { Mail, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { SUPPORT_EMAIL } from '@/config/site';

/** The help page's side panel: e-mail support or a message to the team (spec section 2, Help page). */
export function SupportContactPanel({ headingId, tone }: { headingId: string; tone: 'muted' | 'white' }) {
  return (
    <aside aria-labelledby={headingId}>
      <div
        className={`rounded-2xl border border-line p-6 lg:sticky lg:top-24 ${tone === 'muted' ? 'bg-surface-muted' : 'bg-white'}`}
      >
        <h2 id={headingId} className="text-xl font-bold text-ink">
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
  );
}
