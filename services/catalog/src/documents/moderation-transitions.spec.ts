import { DOCUMENT_STATUSES } from '@studyhub/contracts';
import { canMove } from './moderation-transitions';

describe('canMove', () => {
  it('lets an admin decide on a pending document every way', () => {
    for (const to of ['APPROVED', 'REJECTED', 'SOFT_REJECT', 'DELETED'] as const)
      expect(canMove('PENDING', to)).toBe(true);
  });

  it('lets a soft-rejected document go back to review, and an approved one only be taken down', () => {
    expect(canMove('SOFT_REJECT', 'PENDING')).toBe(true);
    expect(canMove('APPROVED', 'DELETED')).toBe(true);
    expect(canMove('APPROVED', 'REJECTED')).toBe(false);
    expect(canMove('REJECTED', 'APPROVED')).toBe(false);
  });

  it('never brings a deleted document back', () => {
    for (const to of DOCUMENT_STATUSES) expect(canMove('DELETED', to)).toBe(false);
  });
});
