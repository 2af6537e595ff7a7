'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { initialColour, universityInitial } from '../university-initial';

/** The university's logo; a missing or broken one shows its coloured initial instead (spec section 8). */
export function UniversityLogo({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: 'md' | 'lg';
}) {
  const [isBroken, setIsBroken] = useState(false);
  const box = size === 'lg' ? 'size-16 rounded-2xl text-2xl' : 'size-11 rounded-xl text-lg';
  if (logoUrl && !isBroken) {
    return (
      // Logos come from the gateway's storage route, already small; next/image would add nothing.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={logoUrl}
        alt=""
        className={clsx(box, 'shrink-0 border border-line bg-white object-contain p-1')}
        onError={() => setIsBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(box, 'flex shrink-0 items-center justify-center font-bold text-white')}
      style={{ backgroundColor: initialColour(name) }}
      data-testid="university-initial"
    >
      {universityInitial(name)}
    </span>
  );
}
