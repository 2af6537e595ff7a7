import { DASHBOARD_MODES, type DashboardMode } from './sidebar-items';

/** Spec section 3, "Dashboard preference": the mode lives in localStorage ... */
export const DASHBOARD_MODE_KEY = 'studyhub.dashboard.mode';
/** ... and the collapsed flag in a cookie, so the server draws the sidebar at its width from the start. */
export const SIDEBAR_COLLAPSED_COOKIE = 'studyhub_sidebar_collapsed';
export const SIDEBAR_COLLAPSED_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function parseDashboardMode(value: string | null | undefined): DashboardMode {
  return DASHBOARD_MODES.includes(value as DashboardMode) ? (value as DashboardMode) : 'student';
}

export function parseSidebarCollapsed(value: string | null | undefined): boolean {
  return value === '1';
}

export function sidebarCollapsedCookie(isCollapsed: boolean): string {
  return `${SIDEBAR_COLLAPSED_COOKIE}=${isCollapsed ? '1' : '0'}; path=/; max-age=${SIDEBAR_COLLAPSED_MAX_AGE_SECONDS}; samesite=lax`;
}
