'use client';

import { useState } from 'react';
import { parsePaperForm, type PaperFormErrors, type PaperFormValues, type PaperSettingsRequest } from '../paper-form';
import { PaperSettingsFields } from './paper-settings-fields';

/**
 * The paper's settings beside the editor. A valid change becomes part of the paper's next save
 * (it restarts the autosave like typing does); an invalid one waits, with its message, until it
 * is corrected.
 */
export function SettingsPanel({
  initialValues,
  keptFiles,
  onChange,
}: {
  initialValues: PaperFormValues;
  /** Uploaded reference files the settings keep as they are. */
  keptFiles: readonly string[];
  onChange: (settings: PaperSettingsRequest) => void;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PaperFormErrors>({});

  const update = (patch: Partial<PaperFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const parsed = parsePaperForm(next, keptFiles);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    onChange(parsed.settings);
  };

  return <PaperSettingsFields values={values} errors={errors} onChange={update} isCompact />;
}
