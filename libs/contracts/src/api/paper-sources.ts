import { z } from 'zod';
import { quotedPointsSchema } from './platform-settings';
import { DOI_PATTERN, manualSourceInputSchema, type ManualSourceInput, type SourceItem } from './citations';

export const SOURCE_KINDS = ['manual', 'doi', 'url', 'file'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Reference files a student uploads to a paper's library. */
export const SOURCE_FILE_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  mediaTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
} as const;

const doiInput = z
  .string()
  .trim()
  .transform((value) => value.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, ''))
  .pipe(z.string().regex(DOI_PATTERN, 'Please enter a DOI like 10.1000/xyz123.'));

/**
 * POST /api/papers/{id}/sources as JSON. A DOI or a web address is looked up when the server can
 * reach the registry; whatever the lookup cannot fill, `item` supplies (or the student completes
 * later). A file is sent as multipart/form-data instead: a `file` part and an `item` JSON part.
 */
export const addSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manual'), item: manualSourceInputSchema }),
  z.object({ kind: z.literal('doi'), doi: doiInput, item: manualSourceInputSchema.partial().optional() }),
  z.object({
    kind: z.literal('url'),
    url: z.url({ protocol: /^https?$/, message: 'Please enter a web address starting with http:// or https://.' }),
    item: manualSourceInputSchema.partial().optional(),
  }),
]);
export type AddSourceRequest = z.infer<typeof addSourceSchema>;

/** PUT /api/papers/{id}/sources/{sourceId}: the source's fields, completed or corrected. */
export const updateSourceSchema = z.object({ item: manualSourceInputSchema });

export interface PaperSource {
  /** The id the paper's text cites it by, as `[@id]`. */
  id: string;
  kind: SourceKind;
  item: SourceItem;
  file_name: string | null;
  created_at: string;
  /** The bibliography entry in the paper's citation style. */
  formatted: { html: string; text: string };
  /** Published outside the paper's year range. */
  out_of_range: boolean;
  /** Fields a citation needs that are still empty (author, issued), for the student to complete. */
  missing: string[];
}

export interface PaperSourceLibrary {
  sources: PaperSource[];
  /** The paper's source count requirement and how many sources are usable (inside the year range). */
  requirement: { count: number; usable: number; met: boolean; year_range: { start: number; end: number } };
}

export const REFERENCE_SEARCH_LIMITS = { maxResults: 10, defaultResults: 5 } as const;

/**
 * POST /api/papers/{id}/sources/search: published works matching a topic, inside the paper's year
 * range, found in a scholarly registry (Crossref). 5 points for each reference found, at most
 * `count`; nothing when none is found or the registry does not answer. Candidates are not added:
 * the student adds the ones they choose (POST .../sources with kind doi).
 */
export const searchSourcesSchema = z.object({
  query: z.string().trim().min(3, 'Please describe the topic in a few words.').max(300),
  count: z
    .number()
    .int()
    .min(1)
    .max(REFERENCE_SEARCH_LIMITS.maxResults)
    .default(REFERENCE_SEARCH_LIMITS.defaultResults),
  /** The price the page showed for `count`; a higher current price is refused with 409 PRICE_CHANGED. */
  quoted_points: quotedPointsSchema,
});
export type SearchSourcesRequest = z.infer<typeof searchSourcesSchema>;

export interface SourceCandidate {
  /** The fields as the registry has them, ready to add with kind doi (the DOI is set). */
  item: Partial<ManualSourceInput> & { type: SourceItem['type']; title: string; DOI: string };
  /** The reference as it would read in the paper's style. */
  formatted: { html: string; text: string };
  /** The paper's library already holds this DOI. */
  in_library: boolean;
}

export interface SourceSearchResult {
  candidates: SourceCandidate[];
  points_charged: number;
  balance: number;
  provider: 'crossref';
}
