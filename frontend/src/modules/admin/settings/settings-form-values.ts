import type { SettingsField, SettingsGroupPage } from './settings-groups';

export type SettingsFormValues = Record<string, string>;
export type SettingsFormErrors = Record<string, string>;

/** One setting whose value a save changes, as the confirmation and the history show it. */
export interface SettingsChangeLine {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** A group's title inside a sentence: "Money" → "money", an acronym kept ("AI prices"). */
export function titleInSentence(title: string): string {
  return /^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
}

export function formatSettingValue(field: SettingsField, value: unknown): string {
  if (field.kind === 'switch') return value === true ? field.onLabel : field.offLabel;
  if (field.kind === 'select') return typeof value === 'string' ? value : field.nullLabel;
  const text = typeof value === 'number' ? value.toLocaleString('en-US') : '—';
  return field.unit === '%' ? `${text}%` : `${text} ${field.unit}`;
}

export function settingsFormValuesOf(page: SettingsGroupPage, value: Record<string, unknown>): SettingsFormValues {
  return Object.fromEntries(
    page.fields.map((field) => {
      const current = value[field.key];
      if (field.kind === 'switch') return [field.key, current === true ? 'true' : 'false'];
      if (field.kind === 'select') return [field.key, typeof current === 'string' ? current : ''];
      return [field.key, typeof current === 'number' ? String(current) : ''];
    }),
  );
}

/**
 * The form's text as the group's value, checked by the same schema the owning service applies;
 * each problem lands on its field.
 */
export function validateSettingsForm(
  page: SettingsGroupPage,
  values: SettingsFormValues,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: SettingsFormErrors } {
  const errors: SettingsFormErrors = {};
  const value: Record<string, unknown> = {};
  for (const field of page.fields) {
    if (field.kind === 'switch') {
      value[field.key] = values[field.key] === 'true';
      continue;
    }
    if (field.kind === 'select') {
      // The empty choice is `null`: the deployment's default.
      value[field.key] = values[field.key] ? values[field.key] : null;
      continue;
    }
    const text = (values[field.key] ?? '').trim().replace(/,/g, '');
    if (!/^-?\d+$/.test(text)) errors[field.key] = 'Enter a whole number.';
    else value[field.key] = Number(text);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = page.schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The settings a save changes, before and after, in form order. */
export function settingsChanges(
  page: SettingsGroupPage,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): SettingsChangeLine[] {
  return page.fields
    .filter((field) => JSON.stringify(before[field.key]) !== JSON.stringify(after[field.key]))
    .map((field) => ({
      key: field.key,
      label: field.label,
      before: formatSettingValue(field, before[field.key]),
      after: formatSettingValue(field, after[field.key]),
    }));
}

/** A refusal's field errors (`value.seller_share_percent`) on the form's fields. */
export function serverSettingsErrors(
  page: SettingsGroupPage,
  fields: Record<string, string[]> | undefined,
): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  for (const field of page.fields) {
    const message = fields?.[`value.${field.key}`]?.[0];
    if (message) errors[field.key] = message;
  }
  return errors;
}
