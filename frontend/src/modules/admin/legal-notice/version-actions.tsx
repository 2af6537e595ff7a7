'use client';

import type { AdminPageVersionSummary, LegalPageSlug } from '@studyhub/contracts';
import { useToast } from '@/modules/toast/components/toast-provider';
import { publishPageVersion, restorePageVersion, unschedulePageVersion } from './legal-notice-api';
import { usePagesWrite } from './use-pages-write';

/**
 * A history row's writes: publish a draft or a scheduled version now, take a scheduled one back to
 * a draft, restore a published one as a new draft.
 */
export function VersionActions({ slug, version }: { slug: LegalPageSlug; version: AdminPageVersionSummary }) {
  const { run, isBusy } = usePagesWrite();
  const { showToast } = useToast();
  const fail = (message: string) => showToast({ title: 'Not saved', description: message, variant: 'error' });

  const publishNow = async () => {
    const result = await run(() => publishPageVersion(slug, version.version, null), {
      title: 'Published',
      description: `Version ${version.version}`,
    });
    if (!result.ok) fail(result.error.message);
  };

  const unschedule = async () => {
    const result = await run(() => unschedulePageVersion(slug, version.version), {
      title: 'Back to a draft',
      description: `Version ${version.version}`,
    });
    if (!result.ok) fail(result.error.message);
  };

  const restore = async () => {
    const result = await run(() => restorePageVersion(slug, version.version), {
      title: 'Restored as a new draft',
      description: `From version ${version.version}`,
    });
    if (!result.ok) fail(result.error.message);
  };

  if (version.state === 'draft' || version.state === 'scheduled') {
    return (
      <>
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1.5"
          disabled={isBusy}
          onClick={() => void publishNow()}
        >
          Publish now<span className="sr-only"> version {version.version}</span>
        </button>
        {version.state === 'scheduled' ? (
          <button
            type="button"
            className="btn-ghost min-h-9 px-3 py-1.5"
            disabled={isBusy}
            onClick={() => void unschedule()}
          >
            Unschedule<span className="sr-only"> version {version.version}</span>
          </button>
        ) : null}
      </>
    );
  }
  if (version.state === 'superseded') {
    return (
      <button type="button" className="btn-ghost min-h-9 px-3 py-1.5" disabled={isBusy} onClick={() => void restore()}>
        Restore<span className="sr-only"> version {version.version}</span>
      </button>
    );
  }
  return null;
}
