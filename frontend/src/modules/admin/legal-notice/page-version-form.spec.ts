import { versionRequestOf, type VersionValues } from './page-version-form';

const values: VersionValues = {
  title: 'Refund Policy',
  short_title: 'Refund Policy',
  description: 'When you can get your points or money back, and how to ask for a refund on Studyhub.',
  summary: 'A plain summary of the refund rules.',
  body: '## 1. The guarantee {#guarantee}\n\nThirty days.',
};
const now = new Date('2026-05-01T10:00:00.000Z');

describe('versionRequestOf', () => {
  it('keeps a draft without a publication time', () => {
    expect(versionRequestOf(values, 'draft', '', now)).toEqual({ ok: true, input: { ...values, publish_at: null } });
  });

  it('publishes now at the current time', () => {
    const result = versionRequestOf(values, 'now', '', now);
    expect(result.ok && result.input.publish_at).toBe('2026-05-01T10:00:00.000Z');
  });

  it('schedules only in the future', () => {
    expect(versionRequestOf(values, 'later', '', now)).toEqual({
      ok: false,
      errors: { publish_at: 'Choose the date and time to publish at.' },
    });
    const past = versionRequestOf(values, 'later', '2020-01-01T10:00', now);
    expect(past.ok).toBe(false);
    const future = versionRequestOf(values, 'later', '2030-01-01T10:00', now);
    expect(future.ok && new Date(future.input.publish_at!).getFullYear()).toBe(2030);
  });

  it('names the fields the service would refuse', () => {
    const result = versionRequestOf({ ...values, title: '', body: 'Text before a heading' }, 'draft', '', now);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['body', 'title']);
  });
});
