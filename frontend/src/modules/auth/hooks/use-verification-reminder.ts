'use client';

import { useCallback } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { VERIFICATION_TOAST_DURATION_MS } from '@/modules/toast/toast';
import { resendVerification } from '../api/session-api';
import { AUTH_TEXT, verificationReminderText } from '../auth-messages';

export const VERIFICATION_SENT = 'Verification email sent';
export const VERIFICATION_SEND_FAILED = 'Failed to send the verification email. Please try again.';

/** Resends the verification e-mail and says how it went. */
export function useResendVerification(): (email: string) => Promise<void> {
  const { showToast } = useToast();
  return useCallback(
    async (email: string) => {
      const result = await resendVerification(email);
      if (result.ok) {
        showToast({ title: VERIFICATION_SENT, description: `Check your inbox at ${email}.`, variant: 'success' });
      } else {
        showToast({ title: failureMessage(result, VERIFICATION_SEND_FAILED), variant: 'error' });
      }
    },
    [showToast],
  );
}

/** Spec section 8: the unverified-email toast, 10 s, top right, with the resend button. */
export function useVerificationReminder(): (email: string) => void {
  const { showToast } = useToast();
  const resend = useResendVerification();
  return useCallback(
    (email: string) => {
      showToast({
        title: AUTH_TEXT.verifyEmailTitle,
        description: verificationReminderText(email),
        variant: 'warning',
        position: 'top-right',
        durationMs: VERIFICATION_TOAST_DURATION_MS,
        action: { label: AUTH_TEXT.resendVerification, onClick: () => void resend(email) },
      });
    },
    [showToast, resend],
  );
}
