import { REGISTRATION_CLOSED_MESSAGE } from '@studyhub/contracts';
import Link from 'next/link';
import { AuthCard } from '../components/auth-card';
import { withReturnUrl } from '../return-url';

/** /register while an admin has closed registration: says so before anyone fills in the form. */
export function RegistrationClosedView({ returnUrl }: { returnUrl: string | null }) {
  return (
    <AuthCard title="Registration is closed">
      <div role="status" className="space-y-4 text-sm leading-6 text-ink" data-testid="registration-closed">
        <p>{REGISTRATION_CLOSED_MESSAGE}</p>
        <Link href={withReturnUrl('/login', returnUrl)} className="btn-primary">
          Log in
        </Link>
      </div>
    </AuthCard>
  );
}
