import { BOTTOM_ITEMS, isItemActive, modeOfPath, SELLER_ITEMS, sidebarItemsFor, STUDENT_ITEMS } from './sidebar-items';

describe('sidebar items', () => {
  it('lists the student destinations of the spec', () => {
    expect(sidebarItemsFor('student').map((item) => item.href)).toEqual([
      '/dashboard',
      '/dashboard/documents',
      '/dashboard/document-chat',
      '/dashboard/ai-homework-helper',
      '/dashboard/ai-writer',
      '/dashboard/xyeditor',
      '/dashboard/ai-flashcard-maker',
      '/dashboard/scholarships',
      '/dashboard/wallet',
    ]);
  });

  it('lists the seller destinations of the spec', () => {
    expect(sidebarItemsFor('seller').map((item) => item.href)).toEqual([
      '/dashboard/seller-dashboard',
      '/dashboard/seller-documents',
      '/dashboard/document-chat',
      '/dashboard/seller-orders',
      '/dashboard/wallet-seller',
    ]);
  });

  it('ends with Settings and Help', () => {
    expect(BOTTOM_ITEMS.map((item) => item.label)).toEqual(['Settings', 'Help']);
  });

  it('gives every item a distinct label within its mode', () => {
    for (const items of [STUDENT_ITEMS, SELLER_ITEMS]) {
      expect(new Set(items.map((item) => item.label)).size).toBe(items.length);
    }
  });
});

describe('isItemActive', () => {
  it('matches the index only exactly', () => {
    expect(isItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isItemActive('/dashboard/', '/dashboard')).toBe(true);
    expect(isItemActive('/dashboard/settings', '/dashboard')).toBe(false);
  });

  it('matches other items with their sub-pages', () => {
    expect(isItemActive('/dashboard/wallet/history', '/dashboard/wallet')).toBe(true);
    expect(isItemActive('/dashboard/wallet-seller', '/dashboard/wallet')).toBe(false);
  });
});

describe('modeOfPath', () => {
  it('knows pages that belong to one mode', () => {
    expect(modeOfPath('/dashboard/seller-orders')).toBe('seller');
    expect(modeOfPath('/dashboard/ai-writer/paper/1')).toBe('student');
  });

  it('leaves shared pages to the chosen mode', () => {
    expect(modeOfPath('/dashboard/document-chat')).toBeNull();
    expect(modeOfPath('/dashboard')).toBeNull();
    expect(modeOfPath('/dashboard/settings')).toBeNull();
  });
});
