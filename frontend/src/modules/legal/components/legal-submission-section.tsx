import type { LegalSlug } from '../legal-document';
import { LegalSubmissionForm } from './legal-submission-form';

/** The form that belongs to a legal page: complaints on /legal/file-complaint, notices on /legal/notice-takedown. */
export function LegalSubmissionSection({ slug }: { slug: LegalSlug }) {
  const kind = slug === 'file-complaint' ? 'complaint' : slug === 'notice-takedown' ? 'takedown' : null;
  if (!kind) return null;
  return (
    <section
      id={kind === 'complaint' ? 'complaint-form' : 'takedown-form'}
      aria-label={kind === 'complaint' ? 'Complaint form' : 'Takedown notice form'}
      className="mt-12 scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <LegalSubmissionForm kind={kind} />
    </section>
  );
}
