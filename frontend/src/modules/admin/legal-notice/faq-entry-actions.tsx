'use client';

import type { HelpFaqEntry } from '@studyhub/contracts';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';
import { ConfirmDeleteDialog } from '../points-pricing/confirm-delete-dialog';
import { FaqFormDialog } from './faq-form-dialog';
import { deleteHelpFaq, reorderHelpFaq } from './legal-notice-api';
import { usePagesWrite } from './use-pages-write';

/** "New question": the empty form in a dialog. */
export function NewFaqButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setIsOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        New question
      </button>
      <FaqFormDialog entry={null} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}

/** One question's actions: move up or down, edit, delete after confirming. `order` is every id as listed. */
export function FaqEntryActions({ entry, order }: { entry: HelpFaqEntry; order: readonly string[] }) {
  const [open, setOpen] = useState<'none' | 'edit' | 'delete'>('none');
  const { run, isBusy } = usePagesWrite();
  const { showToast } = useToast();
  const index = order.indexOf(entry.id);

  const move = async (offset: -1 | 1) => {
    const next = [...order];
    const target = index + offset;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    const result = await run(() => reorderHelpFaq(next), { title: 'Order saved', description: entry.question });
    if (!result.ok) showToast({ title: 'Not saved', description: result.error.message, variant: 'error' });
  };

  const remove = async () => {
    const result = await run(() => deleteHelpFaq(entry.id), { title: 'Question deleted', description: entry.question });
    if (result.ok) {
      setOpen('none');
      return null;
    }
    return result.error.message;
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-ghost min-h-9 px-2 py-1.5"
        disabled={isBusy || index <= 0}
        onClick={() => void move(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        <span className="sr-only">Move up: {entry.question}</span>
      </button>
      <button
        type="button"
        className="btn-ghost min-h-9 px-2 py-1.5"
        disabled={isBusy || index >= order.length - 1}
        onClick={() => void move(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        <span className="sr-only">Move down: {entry.question}</span>
      </button>
      <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={() => setOpen('edit')}>
        Edit<span className="sr-only"> {entry.question}</span>
      </button>
      <button type="button" className="btn-ghost min-h-9 px-3 py-1.5" onClick={() => setOpen('delete')}>
        Delete<span className="sr-only"> {entry.question}</span>
      </button>
      <FaqFormDialog entry={entry} isOpen={open === 'edit'} onClose={() => setOpen('none')} />
      <ConfirmDeleteDialog
        isOpen={open === 'delete'}
        onClose={() => setOpen('none')}
        title="Delete question"
        confirmLabel="Delete question"
        isBusy={isBusy}
        onConfirm={remove}
      >
        <p>“{entry.question}” will no longer be shown on the help page. Its history is kept.</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
