import type { AdminOverview } from '@studyhub/contracts';
import { groupsOf, hasNoActivity } from './overview-groups';

const figure = (key: AdminOverview['figures'][number]['key'], unit: 'count' | 'points' | 'usd_cents', allTime = 0) => ({
  key,
  unit,
  today: 0,
  last_7_days: 0,
  last_30_days: 0,
  all_time: allTime,
  range_total: 0,
  previous_range_total: 0,
});

const overview = (aiTools: string[], allTime = 0): AdminOverview => ({
  tracking_since: '2026-11-01',
  generated_at: '2026-11-27T10:00:00.000Z',
  range: {
    kind: '7d',
    from: '2026-11-21',
    to: '2026-11-27',
    granularity: 'day',
    previous_from: '2026-11-14',
    previous_to: '2026-11-20',
  },
  buckets: ['2026-11-27'],
  figures: [
    figure('signups', 'count', allTime),
    figure('active_users', 'count'),
    figure('ai_actions', 'count'),
    figure('payments', 'usd_cents'),
  ],
  series: [
    { key: 'signups', figure: 'signups', dimension: null, label: 'Sign-ups', values: [1] },
    { key: 'active_users', figure: 'active_users', dimension: null, label: 'Active users', values: [1] },
    { key: 'ai_actions', figure: 'ai_actions', dimension: null, label: 'AI actions', values: [2] },
    ...aiTools.map((tool) => ({
      key: `ai_actions:${tool}`,
      figure: 'ai_actions' as const,
      dimension: tool,
      label: tool,
      values: [1],
    })),
  ],
  work: { pending_documents: 0, pending_withdrawals: 0, pending_universities: 0, open_reports: 0 },
});

describe('dashboard groups', () => {
  it('puts each figure in its group with the lines of its chart', () => {
    const groups = groupsOf(overview([]));
    const users = groups.find((g) => g.group === 'users')!;
    expect(users.figures.map((f) => f.key)).toEqual(['signups', 'active_users']);
    expect(users.lines.map((l) => l.key)).toEqual(['signups', 'active_users']);
    expect(groups.find((g) => g.group === 'revenue')!.unit).toBe('usd_cents');
  });

  it('draws AI actions tool by tool once any tool was used', () => {
    expect(
      groupsOf(overview([]))
        .find((g) => g.group === 'ai')!
        .lines.map((l) => l.key),
    ).toEqual(['ai_actions']);
    expect(
      groupsOf(overview(['editor', 'writer']))
        .find((g) => g.group === 'ai')!
        .lines.map((l) => l.key),
    ).toEqual(['ai_actions:editor', 'ai_actions:writer']);
  });

  it('knows when nothing was ever counted', () => {
    expect(hasNoActivity(overview([]))).toBe(true);
    expect(hasNoActivity(overview([], 3))).toBe(false);
  });
});
