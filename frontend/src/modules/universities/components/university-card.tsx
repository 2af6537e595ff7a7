import Link from 'next/link';
import type { UniversityResponse } from '@studyhub/contracts';
import { universityPath } from '../university-paths';
import { UniversityLogo } from './university-logo';

/** One university in the list: logo, name, country and counts. */
export function UniversityCard({ university }: { university: UniversityResponse }) {
  return (
    <Link
      href={universityPath(university.slug)}
      className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white p-4 transition hover:border-brand-300 hover:shadow-md"
    >
      <UniversityLogo name={university.name} logoUrl={university.logo_url} />
      <span className="min-w-0">
        <span className="block font-semibold text-ink" data-testid="university-name">
          {university.name}
        </span>
        <span className="block text-sm text-muted">{university.country.name}</span>
        <span className="block text-sm text-muted">
          {university.document_count.toLocaleString('en-US')}{' '}
          {university.document_count === 1 ? 'document' : 'documents'} · {university.courses_count}{' '}
          {university.courses_count === 1 ? 'course' : 'courses'}
        </span>
      </span>
    </Link>
  );
}
