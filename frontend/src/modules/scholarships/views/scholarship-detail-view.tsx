import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { SCHOLARSHIP_FIELD_LABELS, SCHOLARSHIP_LEVEL_LABELS, type ScholarshipResponse } from '@studyhub/contracts';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { coursePath, universityPath } from '@/modules/universities/university-paths';
import { DeadlineBadge } from '../components/deadline-badge';
import { SaveScholarshipButton } from '../components/save-scholarship-button';
import { formatDeadline, formatScholarshipAmount } from '../scholarship-format';

/** Paragraphs as the admin typed them (plain text, blank lines between paragraphs). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="mt-3 leading-relaxed whitespace-pre-line text-ink">
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** /scholarships/{slug}: the whole scholarship, its university and course, and where to apply. */
export function ScholarshipDetailView({
  scholarship,
  today,
  signedIn,
}: {
  scholarship: ScholarshipResponse;
  today: string;
  signedIn: boolean;
}) {
  const path = `/scholarships/${scholarship.slug}`;
  const fields =
    scholarship.fields_of_study.length === 0
      ? ['All fields of study']
      : scholarship.fields_of_study.map((field) => SCHOLARSHIP_FIELD_LABELS[field]);
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        trail={[
          { label: 'Scholarships', href: '/scholarships' },
          { label: scholarship.title, href: path },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <article>
          <DeadlineBadge deadline={scholarship.deadline} today={today} />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{scholarship.title}</h1>
          <p className="mt-2 text-lg text-muted" data-testid="scholarship-provider">
            Offered by {scholarship.provider}
          </p>
          <Paragraphs text={scholarship.description} />
          <section aria-labelledby="eligibility" className="mt-8">
            <h2 id="eligibility" className="text-xl font-semibold text-ink">
              Who can apply
            </h2>
            <Paragraphs text={scholarship.eligibility} />
          </section>
          <section aria-labelledby="how-to-apply" className="mt-8">
            <h2 id="how-to-apply" className="text-xl font-semibold text-ink">
              How to apply
            </h2>
            <Paragraphs text={scholarship.how_to_apply} />
          </section>
        </article>
        <aside className="h-fit space-y-5 rounded-2xl border border-line bg-white p-5 lg:sticky lg:top-24">
          <p className="text-3xl font-bold text-ink" data-testid="scholarship-amount">
            {formatScholarshipAmount(scholarship.amount_min_cents, scholarship.amount_max_cents)}
          </p>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-muted">Deadline</dt>
              <dd className="font-medium text-ink">
                <time dateTime={scholarship.deadline}>{formatDeadline(scholarship.deadline)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-muted">Country</dt>
              <dd className="font-medium text-ink">{scholarship.country_name}</dd>
            </div>
            {scholarship.university ? (
              <div>
                <dt className="text-muted">University</dt>
                <dd>
                  <Link href={universityPath(scholarship.university.slug)} className="link font-medium">
                    {scholarship.university.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            {scholarship.university && scholarship.course ? (
              <div>
                <dt className="text-muted">Course</dt>
                <dd>
                  <Link
                    href={coursePath(scholarship.university.slug, scholarship.course.slug)}
                    className="link font-medium"
                  >
                    {scholarship.course.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">Level</dt>
              <dd className="font-medium text-ink">
                {scholarship.levels.map((level) => SCHOLARSHIP_LEVEL_LABELS[level]).join(', ')}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Field of study</dt>
              <dd className="font-medium text-ink">{fields.join(', ')}</dd>
            </div>
          </dl>
          <div className="flex flex-col gap-3">
            <a href={scholarship.official_url} className="btn-primary" target="_blank" rel="noopener noreferrer">
              Apply on the official site
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <SaveScholarshipButton
              scholarshipId={scholarship.id}
              title={scholarship.title}
              initialSaved={scholarship.is_saved}
              signedIn={signedIn}
              returnPath={path}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
