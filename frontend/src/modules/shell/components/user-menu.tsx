'use client';

import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { displayName, type SessionUser } from '@/modules/auth/session-user';
import { useSignOut } from '@/modules/auth/hooks/use-sign-out';
import { USER_MENU_LINKS } from '../navigation';
import { DisclosureMenu } from './disclosure-menu';
import { UserAvatar } from './user-avatar';

/** Signed-in user menu: Dashboard, My Documents, Help Center, Wallet, Settings, Sign Out. */
export function UserMenu({ user, isNameHiddenOnSmall = false }: { user: SessionUser; isNameHiddenOnSmall?: boolean }) {
  const signOut = useSignOut();
  const name = displayName(user);

  return (
    <DisclosureMenu
      align="end"
      srSuffix="account menu"
      panelClassName="w-60"
      buttonClassName="max-w-56"
      label={
        <>
          <UserAvatar user={user} />
          <span className={isNameHiddenOnSmall ? 'sr-only sm:not-sr-only sm:truncate' : 'truncate'}>{name}</span>
        </>
      }
    >
      <p className="truncate border-b border-line px-3 pt-1 pb-2 text-sm text-muted">{user.email}</p>
      <ul className="mt-1 flex flex-col">
        {USER_MENU_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </li>
      </ul>
    </DisclosureMenu>
  );
}
