import { pageVersionInputSchema, type AdminPageVersion, type PageVersionInput } from '@studyhub/contracts';

export type PublicationChoice = 'draft' | 'now' | 'later';
export const VERSION_FIELDS = ['title', 'short_title', 'description', 'summary', 'body'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];
export type VersionValues = Record<VersionField, string>;
export type VersionErrors = Partial<Record<VersionField | 'publish_at', string>>;

export function valuesOf(version: AdminPageVersion | null): VersionValues {
  return {
    title: version?.title ?? '',
    short_title: version?.short_title ?? '',
    description: version?.description ?? '',
    summary: version?.summary ?? '',
    body: version?.body ?? '',
  };
}

/**
 * The request for the chosen publication: a draft has no time, "now" is the current time and
 * "later" the local date and time the admin picked (which must be in the future).
 */
export function versionRequestOf(
  values: VersionValues,
  choice: PublicationChoice,
  localDateTime: string,
  now: Date = new Date(),
): { ok: true; input: PageVersionInput } | { ok: false; errors: VersionErrors } {
  let publishAt: string | null = null;
  const errors: VersionErrors = {};
  if (choice === 'now') publishAt = now.toISOString();
  if (choice === 'later') {
    const at = localDateTime ? new Date(localDateTime) : null;
    if (!at || Number.isNaN(at.getTime())) errors.publish_at = 'Choose the date and time to publish at.';
    else if (at <= now) errors.publish_at = 'The publication time must be in the future.';
    else publishAt = at.toISOString();
  }
  const result = pageVersionInputSchema.safeParse({ ...values, publish_at: publishAt });
  if (result.success && !errors.publish_at) return { ok: true, input: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as VersionField | 'publish_at';
    errors[field] = errors[field] ? `${errors[field]} ${issue.message}` : issue.message;
  }
  return { ok: false, errors };
}
