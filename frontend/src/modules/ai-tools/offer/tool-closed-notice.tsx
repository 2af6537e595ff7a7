import { TOOL_CLOSED_MESSAGE } from '@studyhub/contracts';
import type { AiToolKey, AiToolsOffer } from '@studyhub/contracts';
import { PauseCircle } from 'lucide-react';
import { AI_TOOL_NAMES } from './ai-tools-offer';

/** Said where a tool's action would be, while an admin has switched the tool off. */
export function ToolClosedNotice({ tool }: { tool: AiToolKey }) {
  return (
    <div
      role="status"
      data-testid="tool-closed-notice"
      className="flex gap-3 rounded-lg border border-line-strong bg-surface-muted p-4 text-sm text-ink"
    >
      <PauseCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
      <div>
        <p className="font-semibold">{AI_TOOL_NAMES[tool]} is switched off</p>
        <p className="mt-1">{TOOL_CLOSED_MESSAGE}</p>
      </div>
    </div>
  );
}

/** Under a landing page's hero, while the tool it presents is switched off. */
export function ToolClosedBanner({ offer, tool }: { offer: AiToolsOffer; tool: AiToolKey }) {
  if (offer.tools[tool]) return null;
  return (
    <div className="page-container max-w-4xl pt-8">
      <ToolClosedNotice tool={tool} />
    </div>
  );
}
