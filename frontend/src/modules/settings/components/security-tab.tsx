'use client';

import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { SwitchField } from '@/modules/forms/components/switch-field';
import { useToast } from '@/modules/toast/components/toast-provider';
import { SETTINGS_TEXT } from '../settings-tabs';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * Security: change the password (a real dialog) and the 2FA switch, which per spec section 2 only
 * confirms with a toast: two-factor sign-in is not part of the product.
 */
export function SecurityTab() {
  const { showToast } = useToast();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isTwoFactorOn, setIsTwoFactorOn] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="security-heading" className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <h2 id="security-heading" className="text-lg font-semibold text-ink">
        Security
      </h2>
      <p className="mt-1 text-sm text-muted">Keep your account safe.</p>
      <div className="mt-6 divide-y divide-line">
        <div className="flex flex-wrap items-center justify-between gap-4 pb-4">
          <div>
            <p className="text-sm font-medium text-ink">Password</p>
            <p className="mt-1 text-sm text-muted">Choose a new password of at least 6 characters.</p>
          </div>
          <button ref={buttonRef} type="button" className="btn-secondary" onClick={() => setIsDialogOpen(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change password
          </button>
        </div>
        <SwitchField
          label="Two-factor authentication"
          description="Ask for a second step when you sign in on a new device."
          isOn={isTwoFactorOn}
          onChange={(next) => {
            setIsTwoFactorOn(next);
            showToast({ title: SETTINGS_TEXT.twoFactorUpdated, variant: 'success' });
          }}
        />
      </div>
      <ChangePasswordDialog
        isOpen={isDialogOpen}
        onClose={() => {
          setIsDialogOpen(false);
          buttonRef.current?.focus();
        }}
      />
    </section>
  );
}
