'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest, type ApiRequestOptions } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

/**
 * One admin write: sends it, toasts the outcome and refreshes the server-rendered lists.
 * Answers the refusal message, or null when done.
 */
export function useAdminWrite() {
  const router = useRouter();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const write = async (path: string, options: ApiRequestOptions, success: string): Promise<string | null> => {
    setBusy(true);
    const result = await apiRequest<unknown>(path, options);
    setBusy(false);
    if (!result.ok) {
      const message = failureMessage(result, 'Please try again.');
      showToast({ title: 'Not saved', description: message, variant: 'error' });
      return message;
    }
    showToast({ title: success, variant: 'success' });
    router.refresh();
    return null;
  };
  return { busy, write };
}
