import type { Metadata } from 'next';
import { ForgotPasswordView } from '@/modules/auth/views/forgot-password-view';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false } };

export default function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}
