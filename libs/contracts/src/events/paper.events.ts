import { z } from 'zod';
import { PAPER_ORIGINS } from '../api/papers';
import { defineEvent } from './define-event';

export const paperCreatedV1 = defineEvent({
  type: 'paper.created.v1',
  description: 'A student saved a new paper in the AI writer or the editor (notification preference paper_creation).',
  producer: 'ai-tools',
  consumers: ['notifications'],
  data: z.object({
    paperId: z.uuid(),
    userId: z.uuid(),
    title: z.string(),
    origin: z.enum(PAPER_ORIGINS),
  }),
});
