'use client';

import { SectionError } from '@/modules/taxonomy/components/section-error';

export default function UniversitiesError({ reset }: { reset: () => void }) {
  return <SectionError message="Failed to fetch universities" reset={reset} />;
}
