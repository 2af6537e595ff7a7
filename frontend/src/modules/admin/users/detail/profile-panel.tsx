import type { AdminCourseResponse, AdminUserDetail, CountryResponse, UniversityResponse } from '@studyhub/contracts';
import type { ReactNode } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { UserAvatar } from '@/modules/shell/components/user-avatar';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { ROLE_LABELS, STATUS_LABELS } from '../user-filters';
import { DetailPanel } from './detail-panel';
import { UserDetailActions } from './user-detail-actions';

/** Catalog's names for the ids auth keeps; an id is shown as it is when catalog does not answer. */
async function catalogNamesOf(user: AdminUserDetail) {
  const [university, course, countries] = await Promise.all([
    user.university_id ? fetchFromGateway<UniversityResponse>(`/admin/universities/${user.university_id}`) : null,
    user.course_id ? fetchFromGateway<AdminCourseResponse>(`/admin/courses/${user.course_id}`) : null,
    user.billing_country_id ? fetchFromGateway<CountryResponse[]>('/countries', { revalidate: 3600 }) : null,
  ]);
  const country =
    countries?.ok && Array.isArray(countries.data)
      ? countries.data.find((candidate) => candidate.id === user.billing_country_id)
      : undefined;
  return {
    university: university?.ok ? university.data.name : user.university_id,
    course: course?.ok ? course.data.name : user.course_id,
    country: country ? country.name : user.billing_country_id,
  };
}

function signInMethods(user: AdminUserDetail): string {
  const methods = [user.has_password ? 'Password' : '', user.has_google ? 'Google' : ''].filter(Boolean);
  return methods.length > 0 ? methods.join(' and ') : 'None';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** The account from auth, with catalog's names for its university, course and billing country. */
export async function ProfilePanel({
  result,
  selfId,
}: {
  result: Awaited<ReturnType<typeof fetchFromGateway<AdminUserDetail>>>;
  selfId: string | null;
}) {
  if (!result.ok) {
    return (
      <DetailPanel id="profile" title="Profile">
        <LoadError message={result.message} />
      </DetailPanel>
    );
  }
  const user = result.data;
  const names = await catalogNamesOf(user);
  return (
    <DetailPanel id="profile" title="Profile">
      <div className="flex flex-wrap items-start gap-4">
        <UserAvatar user={user} className="size-16 text-lg" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold break-words text-ink">{user.full_name}</p>
          <p className="text-sm break-all text-muted">{user.email}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge tone={user.status === 'active' ? 'success' : 'neutral'}>
              {STATUS_LABELS[user.status] ?? user.status}
            </StatusBadge>
            <StatusBadge tone={user.role === 'admin' ? 'info' : 'neutral'}>
              {ROLE_LABELS[user.role] ?? user.role}
            </StatusBadge>
            <StatusBadge tone={user.email_verified ? 'success' : 'warning'}>
              {user.email_verified ? 'E-mail verified' : 'E-mail not verified'}
            </StatusBadge>
          </div>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
        <Field label="University">{names.university ?? '–'}</Field>
        <Field label="Course">{names.course ?? '–'}</Field>
        <Field label="Billing country">{names.country ?? '–'}</Field>
        <Field label="Joined">{formatDateTime(user.created_at, 'utc')}</Field>
        <Field label="Last sign-in">
          {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at, 'utc') : 'Never'}
        </Field>
        <Field label="Signs in with">{signInMethods(user)}</Field>
        <Field label="User id">
          <span className="font-mono text-xs break-all">{user.id}</span>
        </Field>
      </dl>
      <UserDetailActions user={user} isSelf={user.id === selfId} />
    </DetailPanel>
  );
}
