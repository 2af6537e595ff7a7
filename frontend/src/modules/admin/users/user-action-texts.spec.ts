import {
  bulkSummary,
  confirmLabel,
  consequence,
  dialogTitle,
  isDangerous,
  type PendingUserAction,
} from './user-action-texts';

const ada = { id: 'a', full_name: 'Ada Lovelace', email: 'ada@example.org' };
const alan = { id: 'b', full_name: 'Alan Turing', email: 'alan@example.org' };

describe('user action texts', () => {
  it('names one user or counts several, for each action', () => {
    const deactivate: PendingUserAction = { kind: 'status', users: [ada], status: 'inactive' };
    const reactivateTwo: PendingUserAction = { kind: 'status', users: [ada, alan], status: 'active' };
    const deleteOne: PendingUserAction = { kind: 'delete', users: [ada] };
    expect([dialogTitle(deactivate), confirmLabel(deactivate)]).toEqual(['Deactivate this user?', 'Deactivate user']);
    expect([dialogTitle(reactivateTwo), confirmLabel(reactivateTwo)]).toEqual([
      'Reactivate 2 users?',
      'Reactivate 2 users',
    ]);
    expect([dialogTitle(deleteOne), confirmLabel(deleteOne)]).toEqual(['Delete this user?', 'Delete user']);
    expect(consequence(deleteOne)).toContain('cannot be undone');
    expect(consequence(deactivate)).toContain('signed out everywhere');
    expect([isDangerous(deactivate), isDangerous(reactivateTwo), isDangerous(deleteOne)]).toEqual([true, false, true]);
  });

  it('summarises a bulk change with those already so and those gone', () => {
    const action: PendingUserAction = { kind: 'status', users: [ada, alan], status: 'inactive' };
    expect(bulkSummary(action, { affected: ['a'], unchanged: ['b'], not_found: [] })).toEqual({
      text: 'Deactivated 1 user',
      note: '1 user already inactive.',
    });
    expect(bulkSummary({ kind: 'delete', users: [ada, alan] }, { affected: ['a', 'b'] })).toEqual({
      text: 'Deleted 2 users',
    });
  });
});
