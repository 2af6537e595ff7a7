'use client';

import { useState } from 'react';

const DEFAULT_COVER = '/images/default-cover.svg';

/** A card cover that falls back to the default cover when the image is missing or broken (spec section 8). */
export function CoverImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- covers come from our storage route, already sized
    <img
      src={!src || failed ? DEFAULT_COVER : src}
      alt={alt}
      loading="lazy"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
