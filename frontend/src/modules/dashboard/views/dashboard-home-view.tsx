'use client';

import { ArrowRight, Coins, UserRound } from 'lucide-react';
import Link from 'next/link';
import { firstName } from '@/modules/auth/session-user';
import { formatPoints } from '@/modules/points/format-points';
import { usePointsBalance } from '@/modules/points/hooks/use-points-balance';
import { useDashboardUser } from '../components/dashboard-user';
import { accountChecklist, formatMemberSince, QUICK_LINKS } from '../dashboard-home';

/** The library below is My Documents itself, so its shortcut is left out here. */
const SHORTCUTS = QUICK_LINKS.filter((link) => link.href !== '/dashboard/documents');

/**
 * The top of /dashboard, above the library (spec section 2: /dashboard is the documents library):
 * a greeting, the account and the points balance at a glance, and the study tools in one row.
 */
export function DashboardHomeView() {
  const user = useDashboardUser();
  const balance = usePointsBalance(user.id);
  const memberSince = formatMemberSince(user.created_at);
  const openItems = accountChecklist(user).filter((item) => !item.isDone).length;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Welcome back, {firstName(user)}!</h1>

      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-white p-4">
          <h2 id="account-heading" className="flex items-center gap-2 text-sm font-semibold text-ink">
            <UserRound aria-hidden="true" className="size-4 text-brand-700" />
            Your account
          </h2>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex min-w-0 gap-1">
              <dt className="sr-only">Email</dt>
              <dd className="font-medium break-all text-ink">{user.email}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Status:</dt>
              <dd className="font-medium text-ink" data-testid="account-status">
                {user.status === 'active' ? 'Active' : 'Inactive'}
                {user.role === 'admin' ? ' · Administrator' : ''}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Email confirmed:</dt>
              <dd className="font-medium text-ink">{user.email_verified ? 'Yes' : 'Not yet'}</dd>
            </div>
            {memberSince ? (
              <div className="flex gap-1">
                <dt className="text-muted">Member since:</dt>
                <dd className="font-medium text-ink">{memberSince}</dd>
              </div>
            ) : null}
          </dl>
          {openItems > 0 ? (
            <Link href="/dashboard/settings" className="link mt-2 inline-block text-sm">
              Complete your profile ({openItems} left)
            </Link>
          ) : null}
        </section>

        <section
          aria-labelledby="points-heading"
          className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-4"
        >
          <div>
            <h2 id="points-heading" className="text-sm font-semibold text-ink">
              Points
            </h2>
            <p className="mt-1 flex items-center gap-2 text-2xl font-bold text-ink">
              <Coins aria-hidden="true" className="size-6 text-accent-800" />
              {balance.status === 'ready' ? formatPoints(balance.balance) : '–'}
            </p>
            {balance.status === 'unavailable' ? (
              <p className="text-xs text-muted">Your balance cannot be shown right now.</p>
            ) : null}
          </div>
          <Link href="/dashboard/wallet" className="btn-secondary shrink-0">
            Open wallet
          </Link>
        </section>
      </div>

      <section aria-labelledby="tools-heading" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="tools-heading" className="text-sm font-semibold text-muted">
          Study tools and shortcuts
        </h2>
        <ul className="flex w-full min-w-0 gap-2 overflow-x-auto pb-1 md:w-auto md:flex-1">
          {SHORTCUTS.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.href} className="shrink-0">
                <Link
                  href={link.href}
                  title={link.description}
                  className="group flex min-h-10 items-center gap-2 rounded-full border border-line bg-white px-3 text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon aria-hidden="true" className="size-4 text-brand-700" />
                  {link.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
