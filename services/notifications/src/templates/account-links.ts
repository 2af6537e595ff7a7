import { type MailSite, siteLink } from './mail-site';

/** The frontend page that confirms an address: /auth/callback?type=email_verification&token=... */
export function emailVerificationLink(site: MailSite, token: string): string {
  return siteLink(site, '/auth/callback', { type: 'email_verification', token });
}

/** The target of the reset link: /auth/reset-password?token=... */
export function passwordResetLink(site: MailSite, token: string): string {
  return siteLink(site, '/auth/reset-password', { token });
}

export function forgotPasswordLink(site: MailSite): string {
  return siteLink(site, '/forgot-password');
}

export function dashboardLink(site: MailSite): string {
  return siteLink(site, '/dashboard');
}

export function settingsLink(site: MailSite): string {
  return siteLink(site, '/dashboard/settings');
}
