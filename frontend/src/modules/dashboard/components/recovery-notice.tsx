'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';

export const RECOVERY_TOAST = {
  title: 'Change Your Password',
  description: 'Go to Dashboard > Settings > Security to change your password.',
} as const;

/** Spec section 2: `?type=recovery` on the dashboard asks the user to change their password. */
export function RecoveryNotice() {
  const type = useSearchParams().get('type');
  const { showToast } = useToast();
  const hasShown = useRef(false);
  useEffect(() => {
    if (type !== 'recovery' || hasShown.current) return;
    hasShown.current = true;
    showToast({ ...RECOVERY_TOAST, variant: 'warning' });
  }, [type, showToast]);
  return null;
}
