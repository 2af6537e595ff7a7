import path from 'node:path';
import { ConfigValidationError, loadConfig, serviceEnvSchema } from '@studyhub/platform';
import { mailSettingsFrom } from './mail/mail-settings';
import { notificationsEnvShape, type NotificationsEnv } from './notifications.config';

const load = (env: Record<string, string>) =>
  loadConfig(serviceEnvSchema('notifications', notificationsEnvShape), env) as NotificationsEnv;

describe('notifications configuration', () => {
  it('writes files under DATA_DIR/mail with the documented defaults when nothing is set', () => {
    const settings = mailSettingsFrom(load({ DATA_DIR: '/srv/data', SMTP_URL: '' }));
    expect(settings).toMatchObject({
      smtpUrl: undefined,
      fileDirectory: path.join('/srv/data', 'mail'),
      from: 'Studyhub <no-reply@studyhub.local>',
      replyTo: 'support@studyhub.com',
      maxAttempts: 8,
      retryBaseMs: 30_000,
      site: { name: 'Studyhub', publicUrl: 'http://localhost:3000', supportEmail: 'support@studyhub.com' },
    });
  });

  it('takes SMTP_URL, MAIL_FROM and PUBLIC_URL from the environment', () => {
    const settings = mailSettingsFrom(
      load({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'no-reply@studyhub.com',
        PUBLIC_URL: 'https://studyhub.com',
      }),
    );
    expect(settings.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(settings.from).toBe('no-reply@studyhub.com');
    expect(settings.site.publicUrl).toBe('https://studyhub.com');
  });

  it('names every bad mail variable at boot without echoing credentials', () => {
    let error: unknown;
    try {
      load({ SMTP_URL: 'http://mailer:secret@smtp.example.com', MAIL_FROM: 'Studyhub', MAIL_MAX_ATTEMPTS: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const problems = (error as ConfigValidationError).problems;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['MAIL_FROM', 'MAIL_MAX_ATTEMPTS', 'SMTP_URL']);
    expect(problems.join('\n')).not.toContain('secret');
  });
});
