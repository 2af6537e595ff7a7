'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';
import { loadAuthSettings } from '../api/auth-config';
import { signInWithGoogleIdToken } from '../api/google-id-token';
import { loadGoogleIdentity } from '../one-tap/google-identity-loader';
import { showOneTap } from '../one-tap/one-tap-prompt';
import { shouldOfferOneTap } from '../one-tap/one-tap-policy';
import { completeOneTapSignIn } from '../one-tap/one-tap-sign-in';
import { useSession } from './session-provider';

function OneTapPrompt() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const { session, signIn } = useSession();
  const { showToast } = useToast();
  const [googleClientId, setGoogleClientId] = useState<string | null>(null);
  const isSignedOut = session.status === 'signed-out';

  // The settings are asked only of signed-out visitors; Google's script only when they say it is on.
  useEffect(() => {
    if (!isSignedOut) return;
    let isCurrent = true;
    void loadAuthSettings().then((settings) => {
      if (isCurrent) setGoogleClientId(settings.googleClientId);
    });
    return () => {
      isCurrent = false;
    };
  }, [isSignedOut]);

  const isOffered = shouldOfferOneTap({
    session: session.status === 'signed-out' ? session : { status: session.status },
    googleClientId,
    pathname,
    search,
  });

  // The credential may arrive after navigating: finish it with the page the visitor is on then.
  const current = useRef({ pathname, search, router, signIn, showToast });
  current.current = { pathname, search, router, signIn, showToast };

  useEffect(() => {
    if (!isOffered || !googleClientId) return;
    let isCurrent = true;
    let hidePrompt: (() => void) | null = null;
    const onCredential = (credential: string) => {
      void completeOneTapSignIn(credential, {
        signInWithIdToken: signInWithGoogleIdToken,
        signIn: (grant) => current.current.signIn(grant),
        showToast: (toast) => current.current.showToast(toast),
        location: () => ({ pathname: current.current.pathname, search: current.current.search }),
        navigate: (destination) => current.current.router.replace(destination),
        refresh: () => current.current.router.refresh(),
      });
    };
    loadGoogleIdentity().then(
      (identity) => {
        if (isCurrent) hidePrompt = showOneTap(identity, googleClientId, onCredential);
      },
      // Offline or blocked: the "Continue with Google" button still works.
      () => undefined,
    );
    return () => {
      isCurrent = false;
      hidePrompt?.();
    };
  }, [isOffered, googleClientId]);

  return null;
}

/**
 * Google's one-tap prompt for signed-out visitors (spec section 2), mounted once in the root
 * layout. It renders nothing of its own and loads Google's script only when it will prompt.
 */
export function GoogleOneTap() {
  // Reading the query string needs a Suspense boundary, or statically rendered pages would bail out.
  return (
    <Suspense fallback={null}>
      <OneTapPrompt />
    </Suspense>
  );
}
