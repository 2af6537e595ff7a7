'use client';

import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { failureMessage, type ApiFailure, type ApiResult } from '@/modules/http/api-result';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface ValidatedForm<Field extends string, Values> {
  values: Values;
  errors: FieldErrors<Field>;
  /** Why the last save failed when no field is to blame; the alert showing it takes focus. */
  failure: string | null;
  update: <K extends keyof Values>(key: K, value: Values[K]) => void;
  submit: (event: FormEvent) => Promise<void>;
  formRef: RefObject<HTMLFormElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
}

export interface ValidatedFormOptions<Field extends string, Values, Input> {
  /** The values the form starts from, read once. */
  initialValues: () => Values;
  /** The fields that can carry an error, in form order: focus goes to the first wrong one. */
  fields: readonly Field[];
  validate: (values: Values) => { ok: true; input: Input } | { ok: false; errors: FieldErrors<Field> };
  /** Sends the valid input; the form is not submitted again while `isBusy`. */
  save: (input: Input) => Promise<ApiResult<unknown>>;
  isBusy: boolean;
  /** A refusal's field errors (`error.fields`, keyed by the API's names) on the form's fields. */
  serverFieldErrors: (fields: ApiFailure['fields']) => FieldErrors<Field>;
  /** Shown in the alert when a refusal names no field and has no message of its own. */
  saveFailedMessage: string;
  onSaved: () => void;
}

/**
 * A form that checks its values before saving them. A wrong field shows its message and takes
 * focus (the first in form order); a refusal lands on the fields it names, or else in an alert
 * above the form that takes focus. Typing in a field clears its error.
 */
export function useValidatedForm<Field extends string, Values extends object, Input>({
  initialValues,
  fields,
  validate,
  save,
  isBusy,
  serverFieldErrors,
  saveFailedMessage,
  onSaved,
}: ValidatedFormOptions<Field, Values, Input>): ValidatedForm<Field, Values> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const focusFirstError = (found: FieldErrors<Field>) => {
    const field = fields.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const validation = validate(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      focusFirstError(validation.errors);
      return;
    }
    setErrors({});
    const result = await save(validation.input);
    if (result.ok) return onSaved();
    const fieldErrors = serverFieldErrors(result.error.fields);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) focusFirstError(fieldErrors);
    else setFailure(failureMessage(result, saveFailedMessage));
  };

  return { values, errors, failure, update, submit, formRef, alertRef };
}
