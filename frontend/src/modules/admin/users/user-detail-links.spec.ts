import { adminUserHref, isUserId, panelPageHref, panelPageOf, userListHrefs } from './user-detail-links';

const id = '7f0c6a52-2f4e-4d7e-9a57-1d1f5a0c1e11';
const PANELS = ['sign_ins_page', 'documents_page'] as const;

describe('user detail links', () => {
  it('links to the detail and to the full lists filtered to the user', () => {
    expect(adminUserHref(id)).toBe(`/admin/users/${id}`);
    expect(userListHrefs(id)).toEqual({
      orders: `/admin/orders?user_id=${id}`,
      pointsOrders: `/admin/points-orders?user_id=${id}`,
      transactions: `/admin/points-transactions?user_id=${id}`,
      withdrawals: `/admin/withdrawals?seller_id=${id}`,
    });
  });

  it('reads a panel’s page and keeps the other panels’ pages when paging one', () => {
    const query = { sign_ins_page: '3', documents_page: ['2'] };
    expect(panelPageOf(query, 'sign_ins_page')).toBe(3);
    expect(panelPageOf(query, 'documents_page')).toBe(2);
    expect(panelPageOf({ sign_ins_page: '-4' }, 'sign_ins_page')).toBe(1);
    expect(panelPageOf({}, 'sign_ins_page')).toBe(1);
    expect(panelPageHref(id, query, 'sign_ins_page', 4, PANELS)).toBe(
      `/admin/users/${id}?sign_ins_page=4&documents_page=2#sign-ins`,
    );
    expect(panelPageHref(id, {}, 'documents_page', 1, PANELS)).toBe(`/admin/users/${id}#documents`);
  });

  it('takes only uuids as user ids', () => {
    expect(isUserId(id)).toBe(true);
    expect(isUserId('me')).toBe(false);
  });
});
