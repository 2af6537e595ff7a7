'use client';

import type { PointsPackage } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { fetchPointsPackages } from '../api/points-orders-api';

export type PackagesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; packages: PointsPackage[] };

export const PACKAGES_FAILED = 'The points packages could not be loaded.';

/** The active points packages, cheapest first. */
export function usePointsPackages(): { state: PackagesState; reload: () => void } {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPointsPackages(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, PACKAGES_FAILED) });
        const packages = Array.isArray(result.data) ? [...result.data] : [];
        setState({ status: 'ready', packages: packages.sort((a, b) => a.price_cents - b.price_cents) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: PACKAGES_FAILED });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
