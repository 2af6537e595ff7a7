import { accountChecklist, formatMemberSince, QUICK_LINKS } from './dashboard-home';

describe('formatMemberSince', () => {
  it('formats the creation date in UTC', () => {
    expect(formatMemberSince('2025-03-01T23:30:00.000Z')).toBe('March 1, 2025');
  });

  it('is null without a readable date', () => {
    expect(formatMemberSince(null)).toBeNull();
    expect(formatMemberSince('yesterday')).toBeNull();
  });
});

describe('accountChecklist', () => {
  it('marks what is done', () => {
    const list = accountChecklist({ email_verified: true, university_id: 'u', course_id: null, avatar_url: null });
    expect(list.map((item) => [item.id, item.isDone])).toEqual([
      ['email', true],
      ['university', true],
      ['course', false],
      ['avatar', false],
    ]);
  });
});

describe('QUICK_LINKS', () => {
  it('stay inside the dashboard', () => {
    for (const link of QUICK_LINKS) expect(link.href.startsWith('/dashboard/')).toBe(true);
  });
});
