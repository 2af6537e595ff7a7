import { parseDashboardMode, parseSidebarCollapsed, sidebarCollapsedCookie } from './dashboard-preferences';

describe('dashboard preferences', () => {
  it('restores a stored mode and defaults to student', () => {
    expect(parseDashboardMode('seller')).toBe('seller');
    expect(parseDashboardMode('student')).toBe('student');
    expect(parseDashboardMode('admin')).toBe('student');
    expect(parseDashboardMode(null)).toBe('student');
  });

  it('reads the collapsed flag', () => {
    expect(parseSidebarCollapsed('1')).toBe(true);
    expect(parseSidebarCollapsed('0')).toBe(false);
    expect(parseSidebarCollapsed(undefined)).toBe(false);
  });

  it('writes the collapsed cookie for the whole site', () => {
    expect(sidebarCollapsedCookie(true)).toMatch(/^studyhub_sidebar_collapsed=1; path=\/; max-age=\d+; samesite=lax$/);
  });
});
