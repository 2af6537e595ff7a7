'use client';

import clsx from 'clsx';
import { Heart } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import type { BlogLikeResponse } from '@studyhub/contracts';
import { useSession } from '@/modules/auth/components/session-provider';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

const likesLabel = (likes: number) => (likes === 1 ? '1 like' : `${likes} likes`);

/** Like / unlike for signed-in readers; others are offered to log in and come back. */
export function LikeButton({ postId, slug, initial }: { postId: string; slug: string; initial: BlogLikeResponse }) {
  const { session } = useSession();
  const { showToast } = useToast();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  if (session.status !== 'signed-in') {
    return (
      <p className="flex items-center gap-3 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-4" />
          {likesLabel(state.likes)}
        </span>
        {session.status === 'signed-out' ? (
          <Link href={`/login?returnUrl=${encodeURIComponent(`/blog/${slug}`)}`} className="link">
            Log in to like this post
          </Link>
        ) : null}
      </p>
    );
  }

  const toggle = async () => {
    setBusy(true);
    const result = await apiRequest<BlogLikeResponse>(`/blog/posts/${postId}/like`, { method: 'POST' });
    setBusy(false);
    if (result.ok) setState(result.data);
    else
      showToast({
        title: 'Could not update your like',
        description: failureMessage(result, 'Please try again.'),
        variant: 'error',
      });
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={state.liked}
      className={clsx(
        'btn border',
        state.liked
          ? 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100'
          : 'border-line-strong bg-white text-ink hover:bg-surface-muted',
      )}
    >
      <Heart aria-hidden="true" className={clsx('size-4', state.liked && 'fill-current')} />
      {state.liked ? 'Liked' : 'Like'}
      <span className="font-normal text-muted">· {likesLabel(state.likes)}</span>
    </button>
  );
}
