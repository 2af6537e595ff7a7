import { canMoveReport, isReportClosed, statusAfterAssignment } from './report-transitions';

describe('report transitions', () => {
  it('lets an open report be reviewed, resolved or dismissed', () => {
    expect(canMoveReport('open', 'in_review')).toBe(true);
    expect(canMoveReport('open', 'resolved')).toBe(true);
    expect(canMoveReport('open', 'dismissed')).toBe(true);
  });

  it('lets a report in review go back to open or be closed', () => {
    expect(canMoveReport('in_review', 'open')).toBe(true);
    expect(canMoveReport('in_review', 'resolved')).toBe(true);
    expect(canMoveReport('in_review', 'dismissed')).toBe(true);
  });

  it('never reopens or changes a closed report', () => {
    for (const closed of ['resolved', 'dismissed'] as const) {
      expect(isReportClosed(closed)).toBe(true);
      for (const to of ['open', 'in_review', 'resolved', 'dismissed'] as const) {
        expect(canMoveReport(closed, to)).toBe(false);
      }
    }
    expect(isReportClosed('open')).toBe(false);
  });

  it('starts the review on assignment and reopens on release, leaving closed reports alone', () => {
    expect(statusAfterAssignment('open', 'a0000000-0000-4000-8000-000000000001')).toBe('in_review');
    expect(statusAfterAssignment('in_review', null)).toBe('open');
    expect(statusAfterAssignment('resolved', null)).toBe('resolved');
  });
});
