import Link from 'next/link';
import { SCHOLARSHIP_FIELD_LABELS, SCHOLARSHIP_LEVEL_LABELS, type ScholarshipResponse } from '@studyhub/contracts';
import { formatScholarshipAmount } from '../scholarship-format';
import { DeadlineBadge } from './deadline-badge';
import { SaveScholarshipButton } from './save-scholarship-button';

/** One scholarship in a list: what it is worth, who gives it, for whom, and when it closes. */
export function ScholarshipCard({
  scholarship,
  today,
  signedIn,
  returnPath,
}: {
  scholarship: ScholarshipResponse;
  today: string;
  signedIn: boolean;
  returnPath: string;
}) {
  const fields =
    scholarship.fields_of_study.length === 0
      ? 'All fields'
      : scholarship.fields_of_study.map((field) => SCHOLARSHIP_FIELD_LABELS[field]).join(', ');
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-5 transition hover:border-brand-300 hover:shadow-md"
      data-testid="scholarship-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <DeadlineBadge deadline={scholarship.deadline} today={today} />
        <span className="text-lg font-bold text-ink" data-testid="scholarship-amount">
          {formatScholarshipAmount(scholarship.amount_min_cents, scholarship.amount_max_cents)}
        </span>
      </div>
      <div>
        <h2 className="text-lg leading-snug font-semibold text-ink">
          <Link href={`/scholarships/${scholarship.slug}`} className="hover:text-brand-700 hover:underline">
            {scholarship.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-muted">{scholarship.provider}</p>
      </div>
      <dl className="grid gap-1 text-sm text-ink">
        <div className="flex gap-2">
          <dt className="text-muted">Where</dt>
          <dd>
            {scholarship.university ? `${scholarship.university.name}, ` : ''}
            {scholarship.country_name}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Level</dt>
          <dd>{scholarship.levels.map((level) => SCHOLARSHIP_LEVEL_LABELS[level]).join(', ')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Field</dt>
          <dd>{fields}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <Link href={`/scholarships/${scholarship.slug}`} className="link text-sm font-semibold">
          View details
        </Link>
        <SaveScholarshipButton
          scholarshipId={scholarship.id}
          title={scholarship.title}
          initialSaved={scholarship.is_saved}
          signedIn={signedIn}
          returnPath={returnPath}
          compact
        />
      </div>
    </article>
  );
}
