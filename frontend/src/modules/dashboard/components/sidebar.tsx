'use client';

import clsx from 'clsx';
import { ChevronsLeft, ChevronsRight, GraduationCap, LogOut, Store } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useSignOut } from '@/modules/auth/hooks/use-sign-out';
import { useDashboardMode } from '../hooks/use-dashboard-mode';
import { BOTTOM_ITEMS, isItemActive, modeOfPath, sidebarItemsFor, type SidebarItem } from '../sidebar-items';

/**
 * - `docked`: the dashboard's sidebar; a rail of 80 px below 1440 px, 225 px from 1440 px unless
 *   collapsed (spec section 9). Drawn by CSS alone, so the server renders it at its final width.
 * - `rail`: the narrow sidebar on other pages for signed-in users.
 * - `drawer`: the full sidebar inside the mobile drawer.
 */
export type SidebarLayout = 'docked' | 'rail' | 'drawer';

interface SidebarProps {
  layout: SidebarLayout;
  isCollapsed?: boolean;
  onToggleCollapsed?: () => void;
  /** Heading id, for the drawer's dialog label. */
  headingId?: string;
}

/** Label classes: always shown in the drawer, never in the rail, from 1440 px in the docked sidebar. */
function labelClass(layout: SidebarLayout, isCollapsed: boolean): string {
  if (layout === 'drawer') return 'truncate';
  if (layout === 'rail' || isCollapsed) return 'sr-only';
  return 'sr-only wide:not-sr-only wide:truncate';
}

function tooltipClass(layout: SidebarLayout, isCollapsed: boolean): string | null {
  if (layout === 'drawer') return null;
  const base =
    'pointer-events-none absolute top-1/2 left-full z-50 ml-3 hidden -translate-y-1/2 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg group-hover:block group-focus-visible:block';
  return layout === 'docked' && !isCollapsed ? `${base} wide:!hidden` : base;
}

function Tooltip({ label, className }: { label: string; className: string | null }) {
  if (!className) return null;
  // The control already carries the label as its name; the tooltip repeats it for sighted users.
  return (
    <span aria-hidden="true" className={className}>
      {label}
    </span>
  );
}

const ITEM_CLASS =
  'group relative flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800';

function NavItem({
  item,
  layout,
  isCollapsed,
  pathname,
}: {
  item: SidebarItem;
  layout: SidebarLayout;
  isCollapsed: boolean;
  pathname: string;
}) {
  const isActive = isItemActive(pathname, item.href);
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        aria-current={isActive ? 'page' : undefined}
        className={clsx(
          ITEM_CLASS,
          isActive && 'bg-brand-100 text-brand-800',
          layout !== 'drawer' && 'justify-center',
          layout === 'docked' && !isCollapsed && 'wide:justify-start',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className={labelClass(layout, isCollapsed)}>{item.label}</span>
        <Tooltip label={item.label} className={tooltipClass(layout, isCollapsed)} />
      </Link>
    </li>
  );
}

function SidebarButton({
  label,
  icon,
  layout,
  isCollapsed,
  onClick,
  extra,
}: {
  label: string;
  icon: ReactNode;
  layout: SidebarLayout;
  isCollapsed: boolean;
  onClick: () => void;
  extra?: Record<string, string | boolean | undefined>;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        ITEM_CLASS,
        'w-full',
        layout !== 'drawer' && 'justify-center',
        layout === 'docked' && !isCollapsed && 'wide:justify-start',
      )}
      {...extra}
    >
      {icon}
      <span className={labelClass(layout, isCollapsed)}>{label}</span>
      <Tooltip label={label} className={tooltipClass(layout, isCollapsed)} />
    </button>
  );
}

/** Logo, mode items, bottom items, the student/seller switch and Sign Out (spec section 2, Layout). */
export function Sidebar({ layout, isCollapsed = false, onToggleCollapsed, headingId }: SidebarProps) {
  const pathname = usePathname() ?? '/dashboard';
  const [storedMode, setMode] = useDashboardMode();
  const mode = modeOfPath(pathname) ?? storedMode;
  const signOut = useSignOut();
  const isWide = layout === 'drawer' || (layout === 'docked' && !isCollapsed);
  const otherMode = mode === 'student' ? 'seller' : 'student';

  return (
    <nav aria-label="Dashboard" className="flex h-full flex-col gap-4 px-3 py-4">
      <div className={clsx('flex h-10 items-center', isWide ? 'justify-between' : 'justify-center')}>
        <Link
          href="/"
          aria-label="Studyhub home"
          className={clsx('flex items-center gap-2 rounded-lg', layout === 'docked' && !isCollapsed && 'wide:px-2')}
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0" focusable="false">
            <rect width="32" height="32" rx="8" fill="#4f46e5" />
            <path
              d="M9 11.5 16 8l7 3.5-7 3.5-7-3.5Zm2.5 3.1V19c0 1.7 2 3 4.5 3s4.5-1.3 4.5-3v-4.4L16 16.9l-4.5-2.3ZM23 12v6"
              fill="none"
              stroke="#fff"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className={clsx('text-lg font-bold tracking-tight text-ink', labelClass(layout, isCollapsed))}>
            Studyhub
          </span>
        </Link>
      </div>
      <h2 id={headingId} className="sr-only">
        {mode === 'seller' ? 'Seller menu' : 'Student menu'}
      </h2>
      <ul className="flex flex-col gap-1" data-testid="sidebar-mode-items" data-mode={mode}>
        {sidebarItemsFor(mode).map((item) => (
          <NavItem key={item.href} item={item} layout={layout} isCollapsed={isCollapsed} pathname={pathname} />
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
        <ul className="flex flex-col gap-1">
          {BOTTOM_ITEMS.map((item) => (
            <NavItem key={item.href} item={item} layout={layout} isCollapsed={isCollapsed} pathname={pathname} />
          ))}
        </ul>
        {isWide ? (
          <div
            role="group"
            aria-label="Dashboard mode"
            className={clsx(
              'mt-2 grid grid-cols-2 gap-1 rounded-lg bg-surface-muted p-1',
              layout === 'docked' && 'hidden wide:grid',
            )}
          >
            {(['student', 'seller'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
                className={clsx(
                  'min-h-9 rounded-md text-sm font-medium capitalize',
                  mode === option ? 'bg-white text-brand-800 shadow-sm' : 'text-muted hover:text-ink',
                )}
              >
                {option}
              </button>
            ))}
          </div>
        ) : null}
        {layout !== 'drawer' ? (
          <div className={clsx(isWide && 'wide:hidden')}>
            <SidebarButton
              label={`Switch to ${otherMode} mode`}
              icon={
                otherMode === 'seller' ? (
                  <Store aria-hidden="true" className="size-5 shrink-0" />
                ) : (
                  <GraduationCap aria-hidden="true" className="size-5 shrink-0" />
                )
              }
              layout={layout}
              isCollapsed
              onClick={() => setMode(otherMode)}
            />
          </div>
        ) : null}
        <SidebarButton
          label="Sign Out"
          icon={<LogOut aria-hidden="true" className="size-5 shrink-0" />}
          layout={layout}
          isCollapsed={isCollapsed}
          onClick={() => void signOut()}
        />
        {layout === 'docked' && onToggleCollapsed ? (
          <div className="hidden wide:block">
            <SidebarButton
              label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={
                isCollapsed ? (
                  <ChevronsRight aria-hidden="true" className="size-5 shrink-0" />
                ) : (
                  <ChevronsLeft aria-hidden="true" className="size-5 shrink-0" />
                )
              }
              layout={layout}
              isCollapsed={isCollapsed}
              onClick={onToggleCollapsed}
              extra={{ 'aria-expanded': !isCollapsed }}
            />
          </div>
        ) : null}
      </div>
    </nav>
  );
}
