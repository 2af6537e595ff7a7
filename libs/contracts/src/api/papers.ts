import { z } from 'zod';
import { quotedPointsSchema } from './platform-settings';

/** The citation styles a paper can use; APA_7 is the spec's default. */
export const CITATION_STYLES = ['APA_7', 'MLA_9', 'CHICAGO', 'HARVARD'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];
export const DEFAULT_CITATION_STYLE: CitationStyle = 'APA_7';

export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  APA_7: 'APA 7th edition',
  MLA_9: 'MLA 9th edition',
  CHICAGO: 'Chicago (author-date, 17th edition)',
  HARVARD: 'Harvard (Cite Them Right)',
};

export const ACADEMIC_LEVELS = ['high_school', 'undergraduate', 'masters', 'doctoral'] as const;
export type AcademicLevel = (typeof ACADEMIC_LEVELS)[number];
export const DEFAULT_ACADEMIC_LEVEL: AcademicLevel = 'undergraduate';

export const ACADEMIC_LEVEL_LABELS: Record<AcademicLevel, string> = {
  high_school: 'High school',
  undergraduate: 'Undergraduate',
  masters: "Master's",
  doctoral: 'Doctoral',
};

/** Paper types and their sub-types, as the new-paper form offers them. */
export const PAPER_TYPES = {
  essay: {
    label: 'Essay',
    subTypes: {
      argumentative: 'Argumentative',
      expository: 'Expository',
      persuasive: 'Persuasive',
      narrative: 'Narrative',
      descriptive: 'Descriptive',
      compare_contrast: 'Compare and contrast',
      cause_effect: 'Cause and effect',
    },
  },
  research_paper: {
    label: 'Research paper',
    subTypes: { analytical: 'Analytical', argumentative: 'Argumentative', survey: 'Survey of the literature' },
  },
  literature_review: {
    label: 'Literature review',
    subTypes: { narrative: 'Narrative', systematic: 'Systematic', thematic: 'Thematic' },
  },
  report: {
    label: 'Report',
    subTypes: { lab: 'Lab report', business: 'Business report', book: 'Book report', case_study: 'Case study' },
  },
  reflection: {
    label: 'Reflective writing',
    subTypes: { journal: 'Reflective journal', personal_statement: 'Personal statement' },
  },
  editor_document: {
    label: 'Document',
    subTypes: { general: 'General' },
  },
} as const satisfies Record<string, { label: string; subTypes: Record<string, string> }>;
export type PaperMainType = keyof typeof PAPER_TYPES;
const PAPER_MAIN_TYPES = Object.keys(PAPER_TYPES) as [PaperMainType, ...PaperMainType[]];

/** Where a paper is worked on: the AI writer or the editor/checker; each lists its own. */
export const PAPER_ORIGINS = ['writer', 'editor'] as const;
export type PaperOrigin = (typeof PAPER_ORIGINS)[number];

export const PAPER_STATUSES = ['draft', 'completed'] as const;
export type PaperStatus = (typeof PAPER_STATUSES)[number];

/** Spec section 5: the values a save fills in when they are missing. */
export const PAPER_SAVE_DEFAULTS = { sourceCount: 5, yearRange: { start: 1980, end: 2025 } } as const;

/** Spec section 5: the new-paper form's defaults; the year range is the last 5 years up to this one. */
export function newPaperFormDefaults(today: Date = new Date()): {
  level: AcademicLevel;
  citationStyle: CitationStyle;
  wordCount: number;
  yearRange: { start: number; end: number };
} {
  const year = today.getUTCFullYear();
  return {
    level: DEFAULT_ACADEMIC_LEVEL,
    citationStyle: DEFAULT_CITATION_STYLE,
    wordCount: 0,
    yearRange: { start: year - 5, end: year },
  };
}

/** Spec section 9: the editor's title is the text's first 30 characters. */
export const EDITOR_TITLE_LENGTH = 30;

/** Spec section 5: an editor paper's title is its text's first 30 characters, else Document_{date}. */
export function defaultEditorTitle(plainText: string, today: Date = new Date()): string {
  const excerpt = plainText.replace(/\s+/g, ' ').trim().slice(0, EDITOR_TITLE_LENGTH).trim();
  return excerpt === '' ? `Document_${today.toISOString().slice(0, 10)}` : excerpt;
}

/** Spec section 9: an open paper is saved 20 s after its last change. */
export const PAPER_AUTOSAVE_DELAY_MS = 20_000;

export const PAPER_LIMITS = {
  title: 200,
  /** The stored HTML of one paper. */
  content: 1_000_000,
  instructions: 10_000,
  wordCount: 20_000,
  sourceCount: 100,
  referenceLinks: 50,
} as const;

const MIN_SOURCE_YEAR = 1000;

const yearRangeSchema = z
  .object({
    start: z.number().int().min(MIN_SOURCE_YEAR).max(9999),
    end: z.number().int().min(MIN_SOURCE_YEAR).max(9999),
  })
  .refine((range) => range.start <= range.end, { message: 'The first year must not be after the last year.' });

const paperTypeSchema = z
  .object({ mainType: z.enum(PAPER_MAIN_TYPES), subType: z.string().trim().min(1).max(60) })
  .refine((type) => Object.prototype.hasOwnProperty.call(PAPER_TYPES[type.mainType].subTypes, type.subType), {
    message: 'Unknown paper sub-type for this paper type.',
    path: ['subType'],
  });

const paperSourcesSchema = z.object({
  required: z.boolean().default(true),
  inlineCitation: z.boolean().default(true),
  count: z.number().int().min(0).max(PAPER_LIMITS.sourceCount).default(PAPER_SAVE_DEFAULTS.sourceCount),
  yearRange: yearRangeSchema.default({ ...PAPER_SAVE_DEFAULTS.yearRange }),
  references: z
    .object({
      links: z
        .array(z.url({ protocol: /^https?$/ }).max(2000))
        .max(PAPER_LIMITS.referenceLinks)
        .default([]),
      /** Storage keys of uploaded reference files (POST /papers/{id}/sources with a file). */
      files: z.array(z.string().max(500)).max(PAPER_LIMITS.referenceLinks).default([]),
    })
    .default({ links: [], files: [] }),
});
export type PaperSources = z.infer<typeof paperSourcesSchema>;

/**
 * POST /api/papers and PUT /api/papers/{id}: a save. Every field is optional; what
 * is missing keeps its stored value on an update and takes the spec's default on a create.
 */
export const savePaperSchema = z.object({
  title: z.string().trim().max(PAPER_LIMITS.title).optional(),
  content: z.string().max(PAPER_LIMITS.content, 'This paper is too long to save.').optional(),
  origin: z.enum(PAPER_ORIGINS).optional(),
  paper_type: paperTypeSchema.nullable().optional(),
  word_count: z.number().int().min(0).max(PAPER_LIMITS.wordCount).optional(),
  level: z.enum(ACADEMIC_LEVELS).optional(),
  citation_style: z.enum(CITATION_STYLES).optional(),
  sources: paperSourcesSchema.optional(),
  instructions: z.string().max(PAPER_LIMITS.instructions).optional(),
  status: z.enum(PAPER_STATUSES).optional(),
  /**
   * The version the editor started from: when someone else saved since (another tab), the save is
   * refused with 409 instead of silently overwriting their work.
   */
  base_version: z.number().int().min(0).optional(),
});
export type SavePaperRequest = z.infer<typeof savePaperSchema>;

export const papersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  origin: z.enum(PAPER_ORIGINS).optional(),
  q: z.string().trim().max(200).optional(),
});
export type PapersQuery = z.infer<typeof papersQuerySchema>;

export const bulkDeletePapersSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });

export interface Paper {
  id: string;
  user_id: string;
  title: string;
  content: string;
  origin: PaperOrigin;
  paper_type: { mainType: PaperMainType; subType: string } | null;
  word_count: number;
  level: AcademicLevel;
  citation_style: CitationStyle;
  format: { citation: CitationStyle };
  sources: PaperSources;
  instructions: string;
  status: PaperStatus;
  /** The latest version's number; 0 until the first save after creation. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** A paper in a list: no content, but its length and an excerpt. */
export type PaperSummary = Omit<Paper, 'content' | 'instructions'> & { excerpt: string; words: number };

export interface PaperVersionSummary {
  id: string;
  paper_id: string;
  version_number: number;
  created_by: string;
  created_at: string;
  words: number;
}

export interface PaperVersion extends PaperVersionSummary {
  content: string;
  previous_version: number | null;
  next_version: number | null;
  has_next: boolean;
}

/** What the writer asks the model for: a whole draft, an outline, more text, or one section. */
export const GENERATION_MODES = ['draft', 'outline', 'continue', 'section'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

export const GENERATION_LIMITS = { minWords: 50, maxWords: 3_000 } as const;

/**
 * POST /api/papers/{id}/generate: answered as a server-sent event stream. The paper's own settings
 * (type, level, style, instructions, sources) shape the prompt; `words` sets the length and the
 * hold (10 points per started 100 words); the actual words generated are billed, never more.
 */
export const generatePaperSchema = z.object({
  mode: z.enum(GENERATION_MODES).default('draft'),
  words: z.number().int().min(GENERATION_LIMITS.minWords).max(GENERATION_LIMITS.maxWords),
  /** The heading of the section to write (mode section). */
  section: z.string().trim().max(200).optional(),
  /** Extra guidance for this generation only. */
  instruction: z.string().trim().max(2_000).optional(),
  /** The text before the cursor that `continue` carries on from (plain text, the end is used). */
  context: z.string().max(20_000).optional(),
  /** The price the page showed for `words`; a higher current price is refused with 409 PRICE_CHANGED. */
  quoted_points: quotedPointsSchema,
});
export type GeneratePaperRequest = z.infer<typeof generatePaperSchema>;

/** A citation marker the model wrote that named no source in the library: removed, and reported. */
export interface DroppedCitation {
  marker: string;
  reason: string;
}

/**
 * The stream's events, each an SSE `event:` name with this JSON `data:`:
 * - `hold`: the points reserved before the model was called;
 * - `text`: the next piece of generated text (markdown, with `[@sourceId]` citation markers);
 * - `done`: the finished text as sanitised HTML with formatted citations, and what was billed;
 * - `error`: the generation failed or was refused; nothing was billed.
 */
export type GenerationStreamEvent =
  | { event: 'hold'; data: { points_held: number } }
  | { event: 'text'; data: { text: string } }
  | {
      event: 'done';
      data: {
        html: string;
        words: number;
        points_charged: number;
        balance: number;
        engine: 'llm';
        model: string;
        cited: string[];
        dropped: DroppedCitation[];
        /** A reference list the model wrote itself was removed (the bibliography comes from the library). */
        removed_bibliography: boolean;
      };
    }
  | { event: 'error'; data: { code: string; message: string } };
