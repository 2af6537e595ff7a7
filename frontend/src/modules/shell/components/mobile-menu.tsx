'use client';

import { LogOut, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSession } from '@/modules/auth/components/session-provider';
import { useSignOut } from '@/modules/auth/hooks/use-sign-out';
import { displayName } from '@/modules/auth/session-user';
import { SearchBox } from '@/modules/search/components/search-box';
import { useBodyScrollLock, useFocusTrap } from '../hooks/use-focus-trap';
import { MAIN_MENUS, USER_MENU_LINKS } from '../navigation';
import { AuthLinks } from './auth-links';
import { PointsBalanceLink } from './points-balance-link';
import { SiteLogo } from './site-logo';
import { UserAvatar } from './user-avatar';

/** Slide-out navigation below the lg breakpoint: a modal dialog with trapped focus. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [isMounted, setIsMounted] = useState(false);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const pathname = usePathname();
  const { session } = useSession();
  const signOut = useSignOut();

  useEffect(() => setIsMounted(true), []);
  useEffect(() => setIsOpen(false), [pathname]);
  useFocusTrap(panelRef, isOpen);
  useBodyScrollLock(isOpen);

  useEffect(() => {
    if (isOpen) {
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      triggerRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const onSignOut = async () => {
    setIsOpen(false);
    await signOut();
  };

  const panel = (
    <div className="fixed inset-0 z-[60] lg:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={() => setIsOpen(false)} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex w-[calc(100%-3rem)] max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <h2 id={titleId} className="sr-only">
            Site menu
          </h2>
          <SiteLogo />
          <button
            ref={closeRef}
            type="button"
            onClick={() => setIsOpen(false)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <div className="flex flex-col gap-6 px-4 py-5">
          <SearchBox onNavigate={() => setIsOpen(false)} />
          {session.status === 'signed-in' ? (
            <div className="flex items-center gap-3">
              <UserAvatar user={session.user} className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{displayName(session.user)}</p>
                <p className="truncate text-sm text-muted">{session.user.email}</p>
              </div>
            </div>
          ) : null}
          {session.status === 'signed-in' ? (
            <PointsBalanceLink userId={session.user.id} className="self-start" />
          ) : null}
          <nav aria-label="Mobile" className="flex flex-col gap-6">
            {MAIN_MENUS.map((menu) => (
              <section key={menu.id} aria-labelledby={`${titleId}-${menu.id}`}>
                <h3 id={`${titleId}-${menu.id}`} className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {menu.label}
                </h3>
                <ul className="mt-2 flex flex-col">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        className="block rounded-lg px-2 py-2.5 text-base text-ink hover:bg-brand-50"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {session.status === 'signed-in' ? (
              <section aria-labelledby={`${titleId}-account`}>
                <h3 id={`${titleId}-account`} className="text-xs font-semibold tracking-wide text-muted uppercase">
                  Account
                </h3>
                <ul className="mt-2 flex flex-col">
                  {USER_MENU_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="block rounded-lg px-2 py-2.5 text-base text-ink hover:bg-brand-50"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => void onSignOut()}
                      className="flex w-full items-center gap-2 rounded-lg px-2 py-2.5 text-left text-base text-ink hover:bg-brand-50"
                    >
                      <LogOut aria-hidden="true" className="size-4" />
                      Sign Out
                    </button>
                  </li>
                </ul>
              </section>
            ) : null}
          </nav>
          {session.status === 'signed-out' ? (
            <AuthLinks
              className="grid grid-cols-2"
              linkClassName={{ login: 'btn-secondary', register: 'btn-primary' }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">Open menu</span>
      </button>
      {isMounted && isOpen ? createPortal(panel, document.body) : null}
    </>
  );
}
