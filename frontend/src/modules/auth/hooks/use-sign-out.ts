'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';
import { useSession } from '../components/session-provider';

export const LOGGED_OUT = 'Logged out successfully';
export const LOGOUT_FAILED = 'Failed to log out';

/** Sign Out everywhere in the app: signs out locally even when the server call fails, then navigates. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const { showToast } = useToast();
  const router = useRouter();
  return useCallback(async () => {
    const { destination, isConfirmed } = await signOut();
    showToast(isConfirmed ? { title: LOGGED_OUT, variant: 'success' } : { title: LOGOUT_FAILED, variant: 'error' });
    router.push(destination);
    router.refresh();
  }, [signOut, showToast, router]);
}
