'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import type { BlogCommentCreatedResponse, BlogCommentResponse } from '@studyhub/contracts';
import { useSession } from '@/modules/auth/components/session-provider';
import { displayName } from '@/modules/auth/session-user';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { formatPostDate } from '../blog-query';

const commentCount = (comments: BlogCommentResponse[]): number =>
  comments.reduce((sum, comment) => sum + 1 + commentCount(comment.replies), 0);

/** Approved comments as threads, and the form (pending until a moderator approves it). */
export function CommentSection({
  postId,
  slug,
  comments,
}: {
  postId: string;
  slug: string;
  comments: BlogCommentResponse[];
}) {
  const { session } = useSession();
  const count = commentCount(comments);
  return (
    <section aria-labelledby="comments-heading" className="mt-14 border-t border-line pt-10">
      <h2 id="comments-heading" className="text-2xl font-bold tracking-tight text-ink">
        Comments ({count})
      </h2>
      {comments.length === 0 ? (
        <p className="mt-3 text-muted">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              postId={postId}
              canReply={session.status === 'signed-in'}
              depth={0}
            />
          ))}
        </ul>
      )}
      <div className="mt-10">
        {session.status === 'signed-in' ? (
          <CommentForm postId={postId} parentId={null} defaultName={displayName(session.user)} />
        ) : session.status === 'signed-out' ? (
          <p className="rounded-xl border border-line bg-surface-muted p-5 text-sm text-ink">
            <Link href={`/login?returnUrl=${encodeURIComponent(`/blog/${slug}`)}`} className="link">
              Log in
            </Link>{' '}
            to join the discussion.
          </p>
        ) : null}
      </div>
    </section>
  );
}

function CommentItem({
  comment,
  postId,
  canReply,
  depth,
}: {
  comment: BlogCommentResponse;
  postId: string;
  canReply: boolean;
  depth: number;
}) {
  const { session } = useSession();
  const [replying, setReplying] = useState(false);
  return (
    <li>
      <article className="rounded-xl border border-line bg-white p-4" aria-label={`Comment by ${comment.author_name}`}>
        <header className="flex flex-wrap items-baseline gap-x-3 text-sm">
          <span className="font-semibold text-ink">{comment.author_name}</span>
          <time dateTime={comment.created_at} className="text-muted">
            {formatPostDate(comment.created_at)}
          </time>
        </header>
        <p className="mt-2 whitespace-pre-line text-ink">{comment.content}</p>
        {canReply ? (
          <button
            type="button"
            className="mt-2 text-sm font-medium text-brand-700 hover:underline"
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
          >
            {replying ? 'Cancel reply' : 'Reply'}
          </button>
        ) : null}
        {replying && session.status === 'signed-in' ? (
          <div className="mt-3">
            <CommentForm
              postId={postId}
              parentId={comment.id}
              defaultName={displayName(session.user)}
              replyTo={comment.author_name}
            />
          </div>
        ) : null}
      </article>
      {comment.replies.length > 0 ? (
        <ul className={depth < 3 ? 'mt-3 space-y-3 border-l-2 border-line pl-4 sm:pl-6' : 'mt-3 space-y-3'}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} postId={postId} canReply={canReply} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function CommentForm({
  postId,
  parentId,
  defaultName,
  replyTo,
}: {
  postId: string;
  parentId: string | null;
  defaultName: string;
  replyTo?: string;
}) {
  const id = useId();
  const [name, setName] = useState(defaultName);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await apiRequest<BlogCommentCreatedResponse>(`/blog/posts/${postId}/comments`, {
      method: 'POST',
      body: { author_name: name, content, parent_id: parentId },
    });
    setBusy(false);
    if (result.ok) {
      setContent('');
      setFieldErrors({});
      setNotice(result.data.message);
    } else {
      setFieldErrors(result.error.fields ?? {});
      setError(failureMessage(result, 'Your comment could not be sent. Please try again.'));
    }
  };

  const label = replyTo ? `Reply to ${replyTo}` : 'Leave a comment';
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label} noValidate className="space-y-4">
      {replyTo ? null : <h3 className="text-lg font-semibold text-ink">{label}</h3>}
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          Name shown with your comment
        </label>
        <input
          id={`${id}-name`}
          className="field-input"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={fieldErrors.author_name ? true : undefined}
          aria-describedby={fieldErrors.author_name ? `${id}-name-error` : undefined}
          required
        />
        {fieldErrors.author_name ? (
          <p id={`${id}-name-error`} className="field-error">
            {fieldErrors.author_name[0]}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="field-label">
          {replyTo ? 'Your reply' : 'Your comment'}
        </label>
        <textarea
          id={`${id}-content`}
          className="field-input min-h-28"
          value={content}
          maxLength={2000}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={fieldErrors.content ? true : undefined}
          aria-describedby={fieldErrors.content ? `${id}-content-error` : undefined}
          required
        />
        {fieldErrors.content ? (
          <p id={`${id}-content-error`} className="field-error">
            {fieldErrors.content[0]}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">
        {notice ? (
          <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            {notice}
          </p>
        ) : null}
        {error && Object.keys(fieldErrors).length === 0 ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Sending…' : replyTo ? 'Post reply' : 'Post comment'}
      </button>
    </form>
  );
}
