import { inUseMessage, isUnused, type TaxonomyKind, type TaxonomyUsage } from '@studyhub/contracts';

/** What the delete dialog says once it knows what uses the row. */
export type UsageVerdict = { canDelete: true; text: string } | { canDelete: false; text: string };

/** The same sentence catalog answers when it refuses, or why deleting is safe. */
export function usageVerdict(kind: TaxonomyKind, usage: TaxonomyUsage): UsageVerdict {
  if (!isUnused(usage)) return { canDelete: false, text: inUseMessage(kind, usage) };
  return { canDelete: true, text: `Nothing uses this ${kind}. Deleting it cannot be undone.` };
}
