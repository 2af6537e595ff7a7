'use client';

import clsx from 'clsx';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { setScholarshipSaved } from '../scholarships-api';

/**
 * Save or unsave a scholarship; a visitor is sent to log in and brought back to `returnPath`.
 * `onChange` lets a list of saved scholarships drop one that was unsaved.
 */
export function SaveScholarshipButton({
  scholarshipId,
  title,
  initialSaved,
  signedIn,
  returnPath,
  compact = false,
}: {
  scholarshipId: string;
  title: string;
  initialSaved: boolean;
  signedIn: boolean;
  returnPath: string;
  compact?: boolean;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const [saved, setSaved] = useState(initialSaved);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!signedIn) return router.push(`/login?returnUrl=${encodeURIComponent(returnPath)}`);
    setBusy(true);
    const result = await setScholarshipSaved(scholarshipId, !saved);
    setBusy(false);
    if (!result.ok) {
      showToast({
        title: 'Could not update your saved scholarships',
        description: failureMessage(result, 'Please try again.'),
        variant: 'error',
      });
      return;
    }
    setSaved(result.data.saved);
    showToast({
      title: result.data.saved ? 'Scholarship saved' : 'Removed from your saved scholarships',
      description: result.data.saved ? `We will remind you before ${title} closes.` : title,
      variant: 'success',
    });
    router.refresh();
  };

  return (
    <button
      type="button"
      className={clsx(saved ? 'btn-secondary' : 'btn-ghost', compact && 'min-h-9 px-3 py-1.5 text-sm')}
      disabled={busy}
      aria-pressed={saved}
      onClick={() => void toggle()}
      data-testid="save-scholarship"
      data-state={saved ? 'saved' : 'not-saved'}
    >
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
      ) : (
        <Bookmark aria-hidden="true" className="h-4 w-4" />
      )}
      {saved ? 'Saved' : 'Save'}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
