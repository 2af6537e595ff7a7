import { paginationQuerySchema, WITHDRAWAL_STATUSES } from '@studyhub/contracts';
import { z } from 'zod';

/** GET /admin/withdrawals (not in the contracts yet). */
export const adminWithdrawalsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES, { message: 'Choose requested, approved, paid or rejected.' }).optional(),
  seller_id: z.uuid().optional(),
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;

/** The optional Idempotency-Key header of POST /seller/withdrawals: a retried request pays once. */
export const idempotencyKeyHeaderSchema = z
  .string()
  .trim()
  .min(1, 'Send a key of 1 to 200 characters.')
  .max(200, 'Send a key of 1 to 200 characters.')
  .optional();
