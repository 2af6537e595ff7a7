'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { buildAuthHref } from '@/modules/auth/return-url';

interface AuthLinksProps {
  className?: string;
  linkClassName?: { login: string; register: string };
}

const DEFAULT_CLASSES = { login: 'btn-ghost', register: 'btn-primary' };

function AuthLinksWithQuery(props: AuthLinksProps) {
  const search = useSearchParams().toString();
  return <AuthLinksView {...props} search={search} />;
}

function AuthLinksView({ className, linkClassName = DEFAULT_CLASSES, search }: AuthLinksProps & { search: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <Link href={buildAuthHref('/login', pathname, search)} className={linkClassName.login}>
        Log in
      </Link>
      <Link href={buildAuthHref('/register', pathname, search)} className={linkClassName.register}>
        Register
      </Link>
    </div>
  );
}

/** Log in and Register, carrying the current path and query as `returnUrl`. */
export function AuthLinks(props: AuthLinksProps) {
  return (
    <Suspense fallback={<AuthLinksView {...props} search="" />}>
      <AuthLinksWithQuery {...props} />
    </Suspense>
  );
}
