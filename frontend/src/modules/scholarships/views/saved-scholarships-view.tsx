import { Bookmark } from 'lucide-react';
import Link from 'next/link';
import type { ScholarshipResponse } from '@studyhub/contracts';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '@/modules/catalog/pagination-window';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { ScholarshipCard } from '../components/scholarship-card';

export const SAVED_SCHOLARSHIP_PAGE_SIZE = 12;

/** /dashboard/scholarships: the student's saved scholarships, closest deadline first, closed ones last. */
export function SavedScholarshipsView({
  saved,
  page,
  today,
  reminderDays,
}: {
  saved: GatewayResult<ScholarshipResponse[]>;
  page: number;
  today: string;
  reminderDays: number;
}) {
  const total = saved.ok ? (saved.meta?.total ?? saved.data.length) : 0;
  const hrefFor = (target: number) =>
    target > 1 ? `/dashboard/scholarships?page=${target}` : '/dashboard/scholarships';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Saved scholarships</h1>
          <p className="mt-2 text-muted">
            We remind you {reminderDays} days before a saved scholarship closes, as your notification settings allow.
          </p>
        </div>
        <Link href="/scholarships" className="btn-secondary">
          Find scholarships
        </Link>
      </div>
      {!saved.ok ? (
        <p role="alert" className="mt-8 rounded-xl bg-danger-50 p-4 text-danger">
          {saved.message}
        </p>
      ) : saved.data.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="You have not saved any scholarships yet."
          description="Save a scholarship from the list and it shows up here with its deadline."
          action={
            <Link href="/scholarships" className="btn-primary">
              Browse scholarships
            </Link>
          }
        />
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="result-count">
            {total.toLocaleString('en-US')} saved {total === 1 ? 'scholarship' : 'scholarships'}
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="saved-scholarships">
            {saved.data.map((scholarship) => (
              <li key={scholarship.id}>
                <ScholarshipCard
                  scholarship={scholarship}
                  today={today}
                  signedIn
                  returnPath="/dashboard/scholarships"
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(total, SAVED_SCHOLARSHIP_PAGE_SIZE)}
            hrefFor={hrefFor}
            label="Saved scholarship pages"
          />
        </>
      )}
    </div>
  );
}
