'use client';

import type { HomeworkQuestionDetail } from '@studyhub/contracts';
import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { SwitchField } from '@/modules/forms/components/switch-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { deleteHomeworkQuestion, setHomeworkQuestionVisibility } from '../api/homework-api';
import { HOMEWORK_DASHBOARD_PATH } from '../homework-paths';

const VISIBILITY_FAILED = 'The visibility could not be changed. Please try again.';
const DELETE_FAILED = 'The question could not be deleted. Please try again.';

/** The asker's controls: public or private, and delete after a confirmation. */
export function OwnerActions({
  question,
  onChanged,
}: {
  question: HomeworkQuestionDetail;
  onChanged: (question: HomeworkQuestionDetail) => void;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const changeVisibility = async (isPublic: boolean) => {
    setIsSaving(true);
    setError(null);
    const result = await setHomeworkQuestionVisibility(question.slug, isPublic);
    setIsSaving(false);
    if (!result.ok) return setError(failureMessage(result, VISIBILITY_FAILED));
    onChanged(result.data);
    showToast({
      title: result.data.is_public ? 'The question is public' : 'The question is private',
      variant: 'success',
    });
  };

  const confirmDelete = async () => {
    setIsDeleting(true);
    setDeleteError(null);
    const result = await deleteHomeworkQuestion(question.slug);
    setIsDeleting(false);
    if (!result.ok && result.status !== 404) return setDeleteError(failureMessage(result, DELETE_FAILED));
    setIsConfirming(false);
    showToast({ title: 'Question deleted', variant: 'success' });
    router.push(HOMEWORK_DASHBOARD_PATH);
  };

  return (
    <section aria-labelledby="owner-actions-heading" className="rounded-2xl border border-line bg-white px-5 py-2">
      <h2 id="owner-actions-heading" className="sr-only">
        Your question&apos;s settings
      </h2>
      <SwitchField
        label="Public"
        description={
          question.is_public
            ? 'Anyone can find and read this question and its answer on its public page.'
            : 'Only you can see this question and its answer.'
        }
        isOn={question.is_public}
        isDisabled={isSaving}
        onChange={(next) => void changeVisibility(next)}
      />
      {error ? (
        <div className="pb-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="border-t border-line py-3">
        <button
          type="button"
          className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
          onClick={() => {
            setDeleteError(null);
            setIsConfirming(true);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete question
        </button>
      </div>
      <ModalDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Delete this question?"
        testId="delete-question-dialog"
      >
        {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
        <p className={deleteError ? 'mt-4 text-sm text-ink' : 'text-sm text-ink'}>
          The question and its answer will be deleted, and its public page removed. Points already charged are not
          refunded. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setIsConfirming(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn-danger"
            disabled={isDeleting}
            aria-busy={isDeleting}
            onClick={() => void confirmDelete()}
          >
            Delete
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
