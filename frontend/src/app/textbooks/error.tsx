'use client';

import { SectionError } from '@/modules/taxonomy/components/section-error';

export default function TextbooksError({ reset }: { reset: () => void }) {
  return <SectionError message="Failed to load textbooks" reset={reset} />;
}
