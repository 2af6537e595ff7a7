'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { personColour, personInitials } from '../person-colour';

/** A seller's or reviewer's picture; a missing or broken one becomes a coloured initial (spec section 8). */
export function PersonAvatar({
  person,
  className,
}: {
  person: { id: string; full_name: string; avatar_url: string | null };
  className?: string;
}) {
  const [isBroken, setIsBroken] = useState(false);
  const size = clsx('size-8 shrink-0 rounded-full', className);
  if (person.avatar_url && !isBroken) {
    return (
      // Avatars come from the gateway's storage route; next/image would add nothing here.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={person.avatar_url} alt="" className={clsx(size, 'object-cover')} onError={() => setIsBroken(true)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={clsx(size, personColour(person.id), 'flex items-center justify-center text-xs font-bold text-white')}
    >
      {personInitials(person.full_name)}
    </span>
  );
}
