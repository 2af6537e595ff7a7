import { z } from 'zod';
import { UNIVERSITY_STATUSES } from '../api/catalog-reference';
import { defineEvent } from './define-event';

export const universityStatusChangedV1 = defineEvent({
  type: 'university.status-changed.v1',
  description:
    "An admin created a university (pending), changed its status or deleted it; content's reporting counts the universities waiting for approval.",
  producer: 'catalog',
  consumers: ['content'],
  data: z.object({
    universityId: z.uuid(),
    status: z.enum([...UNIVERSITY_STATUSES, 'deleted']),
  }),
});
