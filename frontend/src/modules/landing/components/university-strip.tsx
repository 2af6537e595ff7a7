'use client';

import clsx from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { UNIVERSITY_WORDMARKS } from '../landing-content';

function Wordmark({ name, short, colour }: { name: string; short: string; colour: string }) {
  return (
    <span className="flex items-center gap-3 whitespace-nowrap text-slate-700">
      <svg aria-hidden="true" viewBox="0 0 40 44" className="h-10 w-9 shrink-0" focusable="false">
        <path d="M20 2 37 8v13c0 10.5-7.2 18.3-17 21C10.2 39.3 3 31.5 3 21V8l17-6Z" fill={colour} />
        <path
          d="M20 6.5 33 11v10c0 8.2-5.3 14.4-13 16.8C12.3 35.4 7 29.2 7 21V11l13-4.5Z"
          fill="none"
          stroke="#fff"
          strokeOpacity=".55"
        />
        <text
          x="20"
          y="25"
          textAnchor="middle"
          fontSize={short.length > 2 ? 9 : 11}
          fontWeight="700"
          fill="#fff"
          fontFamily="Georgia, serif"
        >
          {short}
        </text>
      </svg>
      <span className="font-serif text-lg font-semibold tracking-tight">{name}</span>
    </span>
  );
}

/**
 * Endless row of university wordmarks. Pauses while the pointer or keyboard focus is in the section,
 * and stays paused with the button
 * (WCAG 2.2.2); with reduced motion it is a static, wrapped list.
 */
export function UniversityStrip() {
  const [isPaused, setIsPaused] = useState(false);
  const logos = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      aria-label={hidden ? undefined : 'Universities'}
      className={clsx(
        'flex shrink-0 items-center gap-x-12 pr-12 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:w-full motion-reduce:shrink motion-reduce:gap-y-6 motion-reduce:px-4',
        hidden && 'motion-reduce:hidden',
      )}
    >
      {UNIVERSITY_WORDMARKS.map((university) => (
        <li key={university.name}>
          <Wordmark {...university} />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="universities-heading" className="group bg-surface-muted py-12">
      <div className="page-container flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
        <h2 id="universities-heading" className="text-lg font-semibold text-ink">
          Students from 100+ universities study with Studyhub
        </h2>
        <button
          type="button"
          onClick={() => setIsPaused((paused) => !paused)}
          aria-pressed={isPaused}
          className="btn-ghost min-h-10 px-3 motion-reduce:hidden"
        >
          {isPaused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {isPaused ? 'Play logo animation' : 'Pause logo animation'}
        </button>
      </div>
      <div className="mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-testid="university-marquee"
          className={clsx(
            'flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center',
            isPaused && '[animation-play-state:paused]',
          )}
        >
          {logos(false)}
          {logos(true)}
        </div>
      </div>
    </section>
  );
}
