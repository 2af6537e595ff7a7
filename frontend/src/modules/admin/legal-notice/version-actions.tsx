'use client';

import type { AdminPageVersionSummary, LegalPageSlug } from '@studyhub/contracts';
import { useToast } from '@/modules/toast/components/toast-provider';
import { publishPageVersion, restorePageVersion } from './legal-notice-api';
import { usePagesWrite } from './use-pages-write';

/** A history row's writes: publish a draft or a scheduled version now; restore a published one as a new draft. */
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

  const restore = async () => {
    const result = await run(() => restorePageVersion(slug, version.version), {
      title: 'Restored as a new draft',
      description: `From version ${version.version}`,
    });
    if (!result.ok) fail(result.error.message);
  };

  if (version.state === 'draft' || version.state === 'scheduled') {
    return (
      <button
        type="button"
        className="btn-secondary min-h-9 px-3 py-1.5"
        disabled={isBusy}
        onClick={() => void publishNow()}
      >
        Publish now<span className="sr-only"> version {version.version}</span>
      </button>
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
