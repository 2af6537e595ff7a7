import type { CountryResponse, UniversityResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { DeleteButton } from '../delete-button';
import { ImageUpload } from '../image-upload';
import { UniversityStatusButton } from './status-button';
import { UNIVERSITY_STATUS_LABELS, UNIVERSITY_STATUS_TONES } from './university-filters';
import { UniversityEditor } from './university-editor';

/** /admin/universities/{id}: its status and the way to change it, its fields, logo, courses and deletion. */
export function UniversityDetail({
  university,
  countries,
}: {
  university: UniversityResponse;
  countries: readonly CountryResponse[];
}) {
  return (
    <div>
      <p className="text-sm">
        <Link href="/admin/universities" className="text-brand-700 hover:underline">
          Universities
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{university.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusBadge tone={UNIVERSITY_STATUS_TONES[university.status]}>
              {UNIVERSITY_STATUS_LABELS[university.status]}
            </StatusBadge>
            {university.status === 'approved' ? (
              <Link href={`/universities/${university.slug}`} className="text-brand-700 hover:underline">
                /universities/{university.slug}
              </Link>
            ) : (
              <span>Not shown on the site until approved.</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {university.status !== 'approved' ? (
            <UniversityStatusButton university={university} to="approved" className="btn-primary" />
          ) : null}
          {university.status === 'pending' ? (
            <UniversityStatusButton university={university} to="rejected" className="btn-secondary" />
          ) : null}
          <Link href={`/admin/courses?university_id=${university.id}`} className="btn-secondary">
            Courses ({university.courses_count})
          </Link>
          <DeleteButton
            kind="university"
            apiPath={`/admin/universities/${university.id}`}
            name={university.name}
            afterDelete="/admin/universities"
            className="btn-secondary text-danger"
          />
        </div>
      </div>
      <UniversityEditor key={university.updated_at} university={university} countries={countries} />
      <div className="mt-6 max-w-xl">
        <ImageUpload
          label="Logo"
          imageUrl={university.logo_url}
          apiPath={`/admin/universities/${university.id}/logo`}
          alt={`Logo of ${university.name}`}
        />
      </div>
    </div>
  );
}
