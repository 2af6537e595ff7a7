'use client';

import { SectionError } from '@/modules/taxonomy/components/section-error';

export default function SubjectsError({ reset }: { reset: () => void }) {
  return <SectionError message="Failed to load subjects" reset={reset} />;
}
