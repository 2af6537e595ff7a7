'use client';

import clsx from 'clsx';
import { Camera, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import type { SessionUser } from '@/modules/auth/session-user';
import { failureMessage } from '@/modules/http/api-result';
import { UserAvatar } from '@/modules/shell/components/user-avatar';
import { useToast } from '@/modules/toast/components/toast-provider';
import { uploadAvatar } from '../api/profile-api';
import { checkAvatarFile } from '../avatar-file';
import { SETTINGS_TEXT } from '../settings-tabs';

/** The profile picture and its upload (images only, up to 5 MB); saved as soon as it is chosen. */
export function AvatarUpload({ user }: { user: SessionUser }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { updateUser } = useSession();
  const { showToast } = useToast();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    setError(problem);
    if (problem) {
      showToast({ title: SETTINGS_TEXT.avatarUpdateFailed, description: problem, variant: 'error' });
      return;
    }
    setIsUploading(true);
    const result = await uploadAvatar(file);
    setIsUploading(false);
    if (result.ok) {
      updateUser(result.data);
      showToast({ title: SETTINGS_TEXT.avatarUpdated, variant: 'success' });
      return;
    }
    const message = failureMessage(result, SETTINGS_TEXT.avatarUpdateFailed);
    setError(message);
    showToast({ title: SETTINGS_TEXT.avatarUpdateFailed, description: message, variant: 'error' });
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <UserAvatar key={user.avatar_url ?? 'none'} user={user} className="size-20 text-2xl" />
      <div>
        <div className="flex items-center gap-3 focus-within:[&_label]:outline-2 focus-within:[&_label]:outline-offset-2 focus-within:[&_label]:outline-brand-600">
          <label
            htmlFor={inputId}
            className={clsx('btn-secondary cursor-pointer', isUploading && 'pointer-events-none opacity-60')}
          >
            {isUploading ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Camera aria-hidden="true" className="size-4" />
            )}
            {isUploading ? 'Uploading…' : 'Upload profile picture'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={isUploading}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void onChange(event)}
          />
        </div>
        <p id={hintId} className="mt-2 text-sm text-muted">
          {error ? <span className="text-danger">{error} </span> : null}
          An image file (JPG, PNG, GIF or WebP) of up to 5 MB.
        </p>
      </div>
    </div>
  );
}
