'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { userInitials, type SessionUser } from '@/modules/auth/session-user';

const FALLBACK_COLOURS = [
  'bg-brand-700',
  'bg-emerald-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-sky-800',
  'bg-violet-700',
];

function colourFor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_COLOURS[hash % FALLBACK_COLOURS.length] ?? 'bg-brand-700';
}

/** The user's picture; a broken or missing one falls back to a coloured initial (spec section 8). */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const [isBroken, setIsBroken] = useState(false);
  const size = clsx('size-8 shrink-0 rounded-full', className);
  if (user.avatar_url && !isBroken) {
    return (
      // Avatars come from the gateway's storage route; next/image would add nothing here.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={user.avatar_url} alt="" className={clsx(size, 'object-cover')} onError={() => setIsBroken(true)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(size, colourFor(user.id), 'flex items-center justify-center text-xs font-bold text-white')}
    >
      {userInitials(user)}
    </span>
  );
}
