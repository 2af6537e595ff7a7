'use client';

import type { AdminReport } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

/**
 * One admin write to a report: busy while it runs, a toast and a fresh server render on success,
 * and the service's own words on a refusal for the caller to show where it happened.
 */
export function useReportWrite(reportId: string) {
  const router = useRouter();
  const { showToast } = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (
      action: { method: 'PUT' | 'POST'; path: 'assignee' | 'resolve'; body: unknown },
      success: string,
    ): Promise<boolean> => {
      setIsBusy(true);
      setError(null);
      try {
        const result = await apiRequest<AdminReport>(`/admin/reports/${reportId}/${action.path}`, {
          method: action.method,
          body: action.body,
        });
        if (!result.ok) {
          setError(failureMessage(result, 'The report could not be changed. Please try again.'));
          return false;
        }
        showToast({ title: success, variant: 'success' });
        router.refresh();
        return true;
      } finally {
        setIsBusy(false);
      }
    },
    [reportId, router, showToast],
  );

  return { send, isBusy, error, clearError: () => setError(null) };
}
