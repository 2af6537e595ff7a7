'use client';

import type { UniversityResponse, UniversityStatus } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

const ACTIONS: Record<'approved' | 'rejected', { path: string; label: string; done: string }> = {
  approved: { path: 'approve', label: 'Approve', done: 'Approved' },
  rejected: { path: 'reject', label: 'Reject', done: 'Rejected' },
};

/** Approves a university (it then shows publicly) or rejects it (it stays hidden). */
export function UniversityStatusButton({
  university,
  to,
  className = 'btn-ghost min-h-9 px-3 py-1.5',
}: {
  university: Pick<UniversityResponse, 'id' | 'name'> & { status: UniversityStatus };
  to: 'approved' | 'rejected';
  className?: string;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const action = ACTIONS[to];

  const change = async () => {
    setIsBusy(true);
    const result = await apiRequest<UniversityResponse>(`/admin/universities/${university.id}/${action.path}`, {
      method: 'POST',
    });
    setIsBusy(false);
    if (!result.ok) {
      showToast({ title: failureMessage(result, 'The university could not be changed.'), variant: 'error' });
      return;
    }
    showToast({
      title: `${action.done} ${university.name}`,
      ...(to === 'approved' ? { description: 'It now shows on /universities.' } : {}),
      variant: 'success',
    });
    router.refresh();
  };

  return (
    <button
      type="button"
      className={className}
      aria-label={`${action.label} ${university.name}`}
      disabled={isBusy}
      aria-busy={isBusy}
      onClick={() => void change()}
    >
      {action.label}
    </button>
  );
}
