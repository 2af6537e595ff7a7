import type { AiDetectorBand } from '@studyhub/contracts';

/** How each band looks in the highlighted text and the legend: colour and an underline style, never colour alone. */
export const BAND_STYLES: Record<AiDetectorBand, { label: string; mark: string; swatch: string }> = {
  'likely human': { label: 'Likely human', mark: '', swatch: 'border border-line-strong bg-white' },
  uncertain: {
    label: 'Uncertain',
    mark: 'bg-accent-100 underline decoration-accent-800/50 decoration-dotted underline-offset-4',
    swatch: 'bg-accent-100',
  },
  'possibly AI': {
    label: 'Possibly AI',
    mark: 'bg-accent-300/70 underline decoration-accent-800 decoration-2 underline-offset-4',
    swatch: 'bg-accent-300/70',
  },
};
