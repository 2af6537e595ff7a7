'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ResendResult } from '@studyhub/contracts';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

/** Queues a copy of a delivered or failed e-mail; the log shows it as a new row. */
export function ResendEmailButton({ emailId, recipient }: { emailId: string; recipient: string }) {
  const router = useRouter();
  const { showToast } = useToast();
  const [isBusy, setIsBusy] = useState(false);

  const resend = async () => {
    setIsBusy(true);
    const result = await apiRequest<ResendResult>(`/admin/emails/${emailId}/resend`, { method: 'POST' });
    setIsBusy(false);
    if (!result.ok) {
      showToast({
        title: 'Not resent',
        description: failureMessage(result, 'The e-mail could not be resent.'),
        variant: 'error',
      });
      return;
    }
    showToast({ title: 'E-mail queued again', description: `To ${recipient}`, variant: 'success' });
    router.refresh();
  };

  return (
    <button
      type="button"
      disabled={isBusy}
      onClick={() => void resend()}
      className="rounded-md border border-line px-2 py-1 text-xs font-semibold text-ink hover:bg-brand-50 disabled:opacity-60"
    >
      {isBusy ? 'Resending…' : 'Resend'}
    </button>
  );
}
