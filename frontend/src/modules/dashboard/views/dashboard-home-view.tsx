'use client';

import clsx from 'clsx';
import { ArrowRight, CheckCircle2, Circle, Coins } from 'lucide-react';
import Link from 'next/link';
import { firstName } from '@/modules/auth/session-user';
import { formatPoints } from '@/modules/points/format-points';
import { usePointsBalance } from '@/modules/points/hooks/use-points-balance';
import { useDashboardUser } from '../components/dashboard-user';
import { accountChecklist, formatMemberSince, QUICK_LINKS } from '../dashboard-home';

/** The dashboard index: a greeting, the account at a glance, the points balance and the tools. */
export function DashboardHomeView() {
  const user = useDashboardUser();
  const balance = usePointsBalance(user.id);
  const memberSince = formatMemberSince(user.created_at);
  const checklist = accountChecklist(user);
  const openItems = checklist.filter((item) => !item.isDone).length;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Welcome back, {firstName(user)}!</h1>
      <p className="mt-2 text-muted">Pick up where you left off, or try one of the study tools.</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="account-heading"
          className="rounded-2xl border border-line bg-white p-6 lg:col-span-2"
        >
          <h2 id="account-heading" className="text-lg font-semibold text-ink">
            Your account
          </h2>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Email</dt>
              <dd className="mt-1 font-medium break-all text-ink">{user.email}</dd>
            </div>
            <div>
              <dt className="text-muted">Account status</dt>
              <dd className="mt-1 font-medium text-ink" data-testid="account-status">
                {user.status === 'active' ? 'Active' : 'Inactive'}
                {user.role === 'admin' ? ' · Administrator' : ''}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Email confirmed</dt>
              <dd className="mt-1 font-medium text-ink">{user.email_verified ? 'Yes' : 'Not yet'}</dd>
            </div>
            {memberSince ? (
              <div>
                <dt className="text-muted">Member since</dt>
                <dd className="mt-1 font-medium text-ink">{memberSince}</dd>
              </div>
            ) : null}
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-ink">
            {openItems === 0 ? 'Your profile is complete' : `Complete your profile (${openItems} left)`}
          </h3>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {checklist.map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                {item.isDone ? (
                  <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-4 text-muted" />
                )}
                <span className={clsx(item.isDone ? 'text-muted line-through' : 'text-ink')}>{item.label}</span>
                <span className="sr-only">{item.isDone ? '(done)' : '(to do)'}</span>
              </li>
            ))}
          </ul>
          {openItems > 0 ? (
            <Link href="/dashboard/settings" className="btn-secondary mt-5">
              Go to Settings
            </Link>
          ) : null}
        </section>

        <section aria-labelledby="points-heading" className="flex flex-col rounded-2xl border border-line bg-white p-6">
          <h2 id="points-heading" className="text-lg font-semibold text-ink">
            Points
          </h2>
          <p className="mt-4 flex items-center gap-2 text-3xl font-bold text-ink">
            <Coins aria-hidden="true" className="size-7 text-accent-800" />
            {balance.status === 'ready' ? formatPoints(balance.balance) : '–'}
          </p>
          <p className="mt-2 text-sm text-muted">
            {balance.status === 'unavailable'
              ? 'Your balance cannot be shown right now.'
              : 'AI tools and documents are paid with points; 10 points equal 1 USD.'}
          </p>
          <Link href="/dashboard/wallet" className="btn-primary mt-auto self-start">
            Open wallet
          </Link>
        </section>
      </div>

      <section aria-labelledby="tools-heading" className="mt-10">
        <h2 id="tools-heading" className="text-lg font-semibold text-ink">
          Study tools and shortcuts
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {QUICK_LINKS.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="group flex h-full flex-col rounded-2xl border border-line bg-white p-5 hover:border-brand-300 hover:shadow-sm"
                >
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-4 flex items-center gap-1 font-semibold text-ink">
                    {link.label}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                    />
                  </span>
                  <span className="mt-1 text-sm text-muted">{link.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
