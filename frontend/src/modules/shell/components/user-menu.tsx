'use client';

import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { displayName, type SessionUser } from '@/modules/auth/session-user';
import { useSignOut } from '@/modules/auth/hooks/use-sign-out';
import { USER_MENU_LINKS, type NavLink } from '../navigation';
import { DisclosureMenu } from './disclosure-menu';
import { UserAvatar } from './user-avatar';

/**
 * Signed-in user menu: by default Dashboard, My Documents, Help Center, Wallet, Settings, Sign Out;
 * the back office passes its own links.
 */
export function UserMenu({
  user,
  isNameHiddenOnSmall = false,
  links = USER_MENU_LINKS,
}: {
  user: SessionUser;
  isNameHiddenOnSmall?: boolean;
  links?: readonly NavLink[];
}) {
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
        {links.map((link) => (
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
