'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { ApiResult } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { expireManagedPages } from './expire-managed-pages';

/**
 * One write to the managed pages: controls are busy while it runs; a success is toasted, the
 * public pages' cache is expired (so a publication shows at once) and the server-rendered admin
 * page is read again. The caller shows a refusal where it happened.
 */
export function usePagesWrite() {
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
          await expireManagedPages().catch(() => undefined);
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
