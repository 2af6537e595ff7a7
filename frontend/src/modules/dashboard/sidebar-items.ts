import {
  BarChart3,
  Brain,
  FileText,
  GraduationCap,
  HelpCircle,
  Layers,
  LayoutDashboard,
  MessagesSquare,
  PenLine,
  Settings,
  ShoppingBag,
  SpellCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type DashboardMode = 'student' | 'seller';
export const DASHBOARD_MODES: readonly DashboardMode[] = ['student', 'seller'];

export interface SidebarItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Spec section 2, "Signed-in area, student mode", and the saved scholarships of issue 9. */
export const STUDENT_ITEMS: readonly SidebarItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'My Documents', href: '/dashboard/documents', icon: FileText },
  { label: 'Document Chat', href: '/dashboard/document-chat', icon: MessagesSquare },
  { label: 'AI Homework Helper', href: '/dashboard/ai-homework-helper', icon: Brain },
  { label: 'AI Writer', href: '/dashboard/ai-writer', icon: PenLine },
  { label: 'Editor', href: '/dashboard/xyeditor', icon: SpellCheck },
  { label: 'AI Flashcard Maker', href: '/dashboard/ai-flashcard-maker', icon: Layers },
  { label: 'Saved Scholarships', href: '/dashboard/scholarships', icon: GraduationCap },
  { label: 'Wallet', href: '/dashboard/wallet', icon: Wallet },
];

/** Spec section 2, "Seller mode". */
export const SELLER_ITEMS: readonly SidebarItem[] = [
  { label: 'Seller Overview', href: '/dashboard/seller-dashboard', icon: BarChart3 },
  { label: 'My Uploads', href: '/dashboard/seller-documents', icon: FileText },
  { label: 'Document Chat', href: '/dashboard/document-chat', icon: MessagesSquare },
  { label: 'Orders', href: '/dashboard/seller-orders', icon: ShoppingBag },
  { label: 'Seller Wallet', href: '/dashboard/wallet-seller', icon: Wallet },
];

export const BOTTOM_ITEMS: readonly SidebarItem[] = [
  { label: 'Settings', href: '/dashboard/settings', icon: Settings },
  { label: 'Help', href: '/dashboard/help', icon: HelpCircle },
];

export function sidebarItemsFor(mode: DashboardMode): readonly SidebarItem[] {
  return mode === 'seller' ? SELLER_ITEMS : STUDENT_ITEMS;
}

/** The mode a page belongs to, when only one mode has it (a seller page opened by link shows seller items). */
export function modeOfPath(pathname: string): DashboardMode | null {
  const belongs = (items: readonly SidebarItem[]) => items.some((item) => isItemActive(pathname, item.href));
  const isStudent = belongs(STUDENT_ITEMS.filter((item) => item.href !== '/dashboard'));
  const isSeller = belongs(SELLER_ITEMS);
  if (isSeller && !isStudent) return 'seller';
  if (isStudent && !isSeller) return 'student';
  return null;
}

/** The dashboard index is active only on itself; every other item also on its sub-pages. */
export function isItemActive(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === '/dashboard') return path === href;
  return path === href || path.startsWith(`${href}/`);
}
