'use client';

import { useEffect, useState } from 'react';
import { fetchLibrary } from '@/modules/library/api/library-api';
import { chattableDocumentsOf, type ChattableDocument } from '../library-choices';

export type LibraryDocumentsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; documents: ChattableDocument[] };

export function useLibraryDocuments() {
  const [state, setState] = useState<LibraryDocumentsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    // Own uploads waiting for review are only on the uploads tab.
    void Promise.all([fetchLibrary('uploads', controller.signal), fetchLibrary('purchased', controller.signal)]).then(
      ([uploads, purchased]) => {
        if (controller.signal.aborted) return;
        if (!uploads.ok) return setState({ status: 'error', message: uploads.message });
        if (!purchased.ok) return setState({ status: 'error', message: purchased.message });
        setState({
          status: 'ready',
          documents: chattableDocumentsOf([...uploads.library.documents, ...purchased.library.documents]),
        });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return state;
}
