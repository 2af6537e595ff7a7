'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';
import { fetchCourses, fetchUniversities, fetchUniversity } from '../api/catalog-lookups-api';
import type { NamedRecord } from '../named-records';
import { SETTINGS_TEXT } from '../settings-tabs';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface UniversityOptions {
  universities: NamedRecord[];
  universitiesStatus: LoadStatus;
  courses: NamedRecord[];
  coursesStatus: LoadStatus;
}

/**
 * The universities to choose from, and the courses of `universityId`. The user's own university is
 * added when it is not among the loaded pages; courses are kept per university once loaded.
 */
export function useUniversityOptions(universityId: string, savedUniversityId: string | null): UniversityOptions {
  const { showToast } = useToast();
  const [universities, setUniversities] = useState<NamedRecord[]>([]);
  const [universitiesStatus, setUniversitiesStatus] = useState<LoadStatus>('loading');
  const [courses, setCourses] = useState<{ universityId: string; list: NamedRecord[]; status: LoadStatus }>({
    universityId: '',
    list: [],
    status: 'idle',
  });
  const courseCache = useRef(new Map<string, NamedRecord[]>());
  const hasReportedFailure = useRef(false);

  const reportFailure = useCallback(() => {
    if (hasReportedFailure.current) return;
    hasReportedFailure.current = true;
    showToast({ title: SETTINGS_TEXT.lookupsLoadFailed, variant: 'error' });
  }, [showToast]);

  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      const list = await fetchUniversities(controller.signal);
      if (controller.signal.aborted) return;
      if (!list) {
        setUniversitiesStatus('failed');
        reportFailure();
        return;
      }
      if (savedUniversityId && !list.some((university) => university.id === savedUniversityId)) {
        const own = await fetchUniversity(savedUniversityId, controller.signal);
        if (own) list.unshift(own);
      }
      if (controller.signal.aborted) return;
      setUniversities(list);
      setUniversitiesStatus('ready');
    };
    load().catch(() => undefined);
    return () => controller.abort();
  }, [savedUniversityId, reportFailure]);

  useEffect(() => {
    if (!universityId) {
      setCourses({ universityId: '', list: [], status: 'idle' });
      return;
    }
    const cached = courseCache.current.get(universityId);
    if (cached) {
      setCourses({ universityId, list: cached, status: 'ready' });
      return;
    }
    const controller = new AbortController();
    setCourses({ universityId, list: [], status: 'loading' });
    fetchCourses(universityId, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        if (!list) {
          setCourses({ universityId, list: [], status: 'failed' });
          reportFailure();
          return;
        }
        courseCache.current.set(universityId, list);
        setCourses({ universityId, list, status: 'ready' });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [universityId, reportFailure]);

  const isCurrent = courses.universityId === universityId;
  return {
    universities,
    universitiesStatus,
    courses: isCurrent ? courses.list : [],
    coursesStatus: isCurrent ? courses.status : universityId ? 'loading' : 'idle',
  };
}
