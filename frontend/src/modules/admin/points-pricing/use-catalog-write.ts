'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { ApiResult } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';

/**
 * One write to the points catalog: while it runs the caller's controls are busy; a success says
 * so in a toast and reads the server-rendered lists again (points per package follow the tiers).
 * The caller shows a refusal where it happened.
 */
export function useCatalogWrite() {
  const router = useRouter();
  const { showToast } = useToast();
  const [isBusy, setIsBusy] = useState(false);

  const run = useCallback(
    async <T>(
      request: () => Promise<ApiResult<T>>,
      success: { title: string; description?: string },
    ): Promise<ApiResult<T>> => {
      setIsBusy(true);
      try {
        const result = await request();
        if (result.ok) {
          showToast({ ...success, variant: 'success' });
          router.refresh();
        }
        return result;
      } finally {
        setIsBusy(false);
      }
    },
    [router, showToast],
  );

  return { run, isBusy };
}
