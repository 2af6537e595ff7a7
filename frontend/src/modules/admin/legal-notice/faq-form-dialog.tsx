'use client';

import { HELP_FAQ_CATEGORIES, helpFaqInputSchema, type HelpFaqEntry, type HelpFaqInput } from '@studyhub/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { TextField } from '@/modules/forms/components/text-field';
import { saveHelpFaq } from './legal-notice-api';
import { usePagesWrite } from './use-pages-write';

type FaqValues = { category: string; question: string; answer: string };
type FaqErrors = Partial<Record<keyof FaqValues, string>>;

function errorsOf(fields: Record<string, string[]>): FaqErrors {
  const errors: FaqErrors = {};
  for (const key of ['category', 'question', 'answer'] as const) {
    if (fields[key]?.length) errors[key] = fields[key].join(' ');
  }
  return errors;
}

/** Creates a help question (`entry` null) or edits one: category, question and a Markdown answer. */
export function FaqFormDialog({
  entry,
  isOpen,
  onClose,
}: {
  entry: HelpFaqEntry | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const initial = (): FaqValues => ({
    category: entry?.category ?? '',
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
  });
  const [values, setValues] = useState<FaqValues>(initial);
  const [errors, setErrors] = useState<FaqErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { run, isBusy } = usePagesWrite();

  useEffect(() => {
    if (!isOpen) return;
    setValues(initial());
    setErrors({});
    setFormError(null);
    // Only when the dialog opens: a refresh behind it must not wipe what the admin typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = helpFaqInputSchema.safeParse(values);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
      setErrors(errorsOf(fields));
      return;
    }
    const input: HelpFaqInput = parsed.data;
    const result = await run(() => saveHelpFaq(entry?.id ?? null, input), {
      title: entry ? 'Question saved' : 'Question added',
      description: input.question,
    });
    if (result.ok) {
      onClose();
      return;
    }
    setErrors(errorsOf(result.error.fields ?? {}));
    setFormError(result.error.message);
  };

  const set = (field: keyof FaqValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={entry ? 'Edit question' : 'New question'} testId="faq-dialog">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {formError ? <FormAlert ref={alertRef}>{formError}</FormAlert> : null}
        <fieldset disabled={isBusy} className="space-y-4">
          <legend className="sr-only">{entry ? 'Edit question' : 'New question'}</legend>
          <div>
            <label htmlFor="faq-category" className="field-label">
              Category
            </label>
            <select
              id="faq-category"
              name="category"
              className="field-input"
              value={values.category}
              aria-invalid={errors.category ? true : undefined}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">Choose a category</option>
              {HELP_FAQ_CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </select>
            {errors.category ? <p className="field-error">{errors.category}</p> : null}
          </div>
          <TextField
            label="Question"
            name="question"
            value={values.question}
            error={errors.question ?? null}
            onChange={(event) => set('question', event.target.value)}
          />
          <div>
            <label htmlFor="faq-answer" className="field-label">
              Answer
            </label>
            <textarea
              id="faq-answer"
              name="answer"
              rows={6}
              className="field-input"
              value={values.answer}
              aria-invalid={errors.answer ? true : undefined}
              aria-describedby="faq-answer-hint"
              onChange={(event) => set('answer', event.target.value)}
            />
            {errors.answer ? <p className="field-error">{errors.answer}</p> : null}
            <p id="faq-answer-hint" className="mt-1 text-xs text-muted">
              Paragraphs separated by an empty line; &quot;- &quot; lists and [links](/path) are allowed.
            </p>
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary">
              {isBusy ? 'Saving…' : entry ? 'Save question' : 'Add question'}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
