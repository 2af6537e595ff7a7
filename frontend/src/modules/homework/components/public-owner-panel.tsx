'use client';

import type { HomeworkQuestionDetail } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { OwnerActions } from './owner-actions';

/** The asker's controls on the server-rendered public page; a change renders the page again. */
export function PublicOwnerPanel({ question }: { question: HomeworkQuestionDetail }) {
  const router = useRouter();
  const [current, setCurrent] = useState(question);
  return (
    <OwnerActions
      question={current}
      onChanged={(next) => {
        setCurrent(next);
        router.refresh();
      }}
    />
  );
}
