import type { AdminUserDetail } from '@studyhub/contracts';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { fetchServerUser } from '@/modules/auth/server/server-session';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { AdminQuery } from '../../money/admin-filters';
import { DetailPanelLoading } from './detail-panel';
import { DocumentsPanel } from './documents-panel';
import { OrdersPanel } from './orders-panel';
import { PointsPanel } from './points-panel';
import { ProfilePanel } from './profile-panel';
import { SignInsPanel } from './sign-ins-panel';

/**
 * /admin/users/{id}: one account as each owning service answers for it (auth: profile and
 * sign-ins; catalog: uploads; orders; points ledger). Every panel loads on its own, so a service
 * that does not answer shows its panel's error and leaves the others.
 */
export async function AdminUserDetailView({ userId, query }: { userId: string; query: AdminQuery }) {
  const [profile, me] = await Promise.all([
    fetchFromGateway<AdminUserDetail>(`/users/${userId}`, { fallbackMessage: 'The profile could not be loaded.' }),
    fetchServerUser(),
  ]);
  if (!profile.ok && profile.status === 404) notFound();
  const selfId = me.kind === 'signed-in' ? me.user.id : null;
  return (
    <div>
      <Link href="/admin/users" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All users
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words text-ink">{profile.ok ? profile.data.full_name : 'User'}</h1>
      <p className="mt-1 text-sm break-all text-muted">{profile.ok ? profile.data.email : userId}</p>
      <nav aria-label="On this page" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {[
          ['#profile', 'Profile'],
          ['#sign-ins', 'Sign-ins'],
          ['#documents', 'Documents'],
          ['#orders', 'Orders'],
          ['#points', 'Points'],
        ].map(([href, label]) => (
          <a key={href} href={href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {label}
          </a>
        ))}
      </nav>
      <div className="mt-4 grid gap-4">
        <ProfilePanel result={profile} selfId={selfId} />
        <Suspense fallback={<DetailPanelLoading id="sign-ins" title="Sign-ins" />}>
          <SignInsPanel userId={userId} query={query} />
        </Suspense>
        <Suspense fallback={<DetailPanelLoading id="documents" title="Documents" />}>
          <DocumentsPanel userId={userId} query={query} />
        </Suspense>
        <Suspense fallback={<DetailPanelLoading id="orders" title="Orders" />}>
          <OrdersPanel userId={userId} />
        </Suspense>
        <Suspense fallback={<DetailPanelLoading id="points" title="Points and earnings" />}>
          <PointsPanel userId={userId} />
        </Suspense>
      </div>
    </div>
  );
}
