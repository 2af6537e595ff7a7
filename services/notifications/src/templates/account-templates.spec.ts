import { renderEmailVerificationEmail } from './email-verification.template';
import type { MailSite } from './mail-site';
import { renderPasswordChangedEmail } from './password-changed.template';
import { renderPasswordResetEmail } from './password-reset.template';
import { renderSignInNoticeEmail } from './sign-in-notice.template';
import { renderWelcomeEmail } from './welcome.template';

const site: MailSite = { name: 'Studyhub', publicUrl: 'http://localhost:3000', supportEmail: 'support@studyhub.com' };
const token = 'k3Yx_9-abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const person = { fullName: 'Amara <Okafor>', email: 'amara@example.org' };
const requestedAt = new Date('2025-11-22T10:00:00Z');

/** Lines of the plain-text part; a link must be one whole line. */
const linesOf = (text: string) => text.split('\n');
/** The plain text with its line breaks undone, to find sentences that were wrapped. */
const prose = (text: string) => text.replace(/\s+/g, ' ');

describe('renderEmailVerificationEmail', () => {
  const mail = renderEmailVerificationEmail(
    { ...person, token, requestedAt, expiresAt: new Date('2025-11-23T10:00:00Z') },
    site,
  );
  const link = `http://localhost:3000/auth/callback?type=email_verification&token=${token}`;

  it('asks to confirm the address with the callback link', () => {
    expect(mail.subject).toBe('Confirm your email');
    expect(linesOf(mail.text)).toContain(link);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(prose(mail.text)).toContain('Please confirm that amara@example.org is your email address');
  });

  it('says how long the link works and what to do when it was not the reader', () => {
    expect(prose(mail.text)).toContain('This link works for 24 hours (until 23 November 2025 at 10:00 UTC)');
    expect(prose(mail.text)).toContain('If you did not create a Studyhub account, you can ignore this email');
  });

  it('escapes the name in HTML and keeps it readable in text', () => {
    expect(mail.html).toContain('Hi Amara &lt;Okafor&gt;,');
    expect(mail.html).not.toContain('<Okafor>');
    expect(linesOf(mail.text)[0]).toBe('Hi Amara <Okafor>,');
  });
});

describe('renderPasswordResetEmail', () => {
  const mail = renderPasswordResetEmail(
    { ...person, token, requestedAt, expiresAt: new Date('2025-11-22T11:00:00Z') },
    site,
  );

  it('links to the reset page with the token and names the expiry', () => {
    expect(mail.subject).toBe('Reset your Studyhub password');
    expect(linesOf(mail.text)).toContain(`http://localhost:3000/auth/reset-password?token=${token}`);
    expect(prose(mail.text)).toContain('This link works for 1 hour (until 22 November 2025 at 11:00 UTC)');
  });

  it('tells a reader who did not ask to ignore it', () => {
    expect(prose(mail.text)).toContain('If you did not ask to reset your password, you can ignore this email');
  });
});

describe('renderPasswordChangedEmail', () => {
  it('says when and how the password changed and how to react if it was not the reader', () => {
    const changedAt = new Date('2025-11-22T10:15:00Z');
    const viaReset = renderPasswordChangedEmail({ ...person, changedAt, via: 'reset' }, site);
    expect(viaReset.subject).toBe('Your Studyhub password was changed');
    expect(prose(viaReset.text)).toContain('was changed with a password reset link on 22 November 2025 at 10:15 UTC');
    expect(prose(viaReset.text)).toContain('support@studyhub.com');
    expect(linesOf(viaReset.text)).toContain('http://localhost:3000/forgot-password');
    const viaSettings = renderPasswordChangedEmail({ ...person, changedAt, via: 'change' }, site);
    expect(prose(viaSettings.text)).toContain('from your account settings');
  });
});

describe('renderSignInNoticeEmail', () => {
  const base = { ...person, signedInAt: new Date('2025-11-22T08:30:00Z'), method: 'google' as const };

  it('lists the time, method, address and device of the sign-in', () => {
    const mail = renderSignInNoticeEmail(
      { ...base, ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 <X11; Linux>\r\nInjected: yes' },
      site,
    );
    expect(mail.subject).toBe('New sign-in to your Studyhub account');
    expect(prose(mail.text)).toContain('22 November 2025 at 08:30 UTC');
    expect(prose(mail.text)).toContain('Google');
    expect(prose(mail.text)).toContain('203.0.113.9');
    expect(prose(mail.text)).toContain('Mozilla/5.0 <X11; Linux> Injected: yes');
    expect(mail.html).toContain('Mozilla/5.0 &lt;X11; Linux&gt; Injected: yes');
    expect(prose(mail.text)).toContain('http://localhost:3000/dashboard/settings');
  });

  it('says Unknown when the address or device is missing', () => {
    const mail = renderSignInNoticeEmail({ ...base, method: 'password', ipAddress: null, userAgent: '  ' }, site);
    expect(prose(mail.text)).toMatch(/IP address:\s+Unknown/);
    expect(prose(mail.text)).toMatch(/Device:\s+Unknown/);
    expect(prose(mail.text)).toContain('Email and password');
  });
});

describe('renderWelcomeEmail', () => {
  it('welcomes with a link to the dashboard, and mentions the confirmation only for password sign-ups', () => {
    const byPassword = renderWelcomeEmail({ ...person, method: 'password' }, site);
    expect(byPassword.subject).toBe('Welcome to Studyhub');
    expect(linesOf(byPassword.text)).toContain('http://localhost:3000/dashboard');
    expect(prose(byPassword.text)).toContain('separate email with a link to confirm your address');
    const byGoogle = renderWelcomeEmail({ ...person, method: 'google' }, site);
    expect(prose(byGoogle.text)).not.toContain('confirm your address');
  });
});
