import {
  PAPER_LIMITS,
  PAPER_SAVE_DEFAULTS,
  PAPER_TYPES,
  newPaperFormDefaults,
  savePaperSchema,
  type AcademicLevel,
  type CitationStyle,
  type Paper,
  type PaperMainType,
  type SavePaperRequest,
} from '@studyhub/contracts';

/** The new-paper form and the settings panel, as the inputs hold them (text until parsed). */
export interface PaperFormValues {
  title: string;
  mainType: PaperMainType;
  subType: string;
  wordCount: string;
  level: AcademicLevel;
  citationStyle: CitationStyle;
  sourcesRequired: boolean;
  inlineCitation: boolean;
  sourceCount: string;
  yearStart: string;
  yearEnd: string;
  instructions: string;
  /** One web address a line. */
  referenceLinks: string;
}

export type PaperFormField = keyof PaperFormValues;
export type PaperFormErrors = Partial<Record<PaperFormField, string>>;

/** The settings a save carries besides the title and the text. */
export type PaperSettingsRequest = Required<
  Pick<SavePaperRequest, 'paper_type' | 'word_count' | 'level' | 'citation_style' | 'sources' | 'instructions'>
>;

export const MESSAGES = {
  title: `Title must be at most ${PAPER_LIMITS.title} characters.`,
  subType: 'Choose a sub-type of this paper type.',
  wordCount: `Enter a word count from 0 to ${PAPER_LIMITS.wordCount.toLocaleString('en-US')}.`,
  sourceCount: `Enter a number of sources from 0 to ${PAPER_LIMITS.sourceCount}.`,
  year: 'Enter a year like 2021.',
  yearOrder: 'The first year must not be after the last year.',
  instructions: `Instructions must be at most ${PAPER_LIMITS.instructions.toLocaleString('en-US')} characters.`,
  tooManyLinks: `Add at most ${PAPER_LIMITS.referenceLinks} links.`,
  link: (line: number) => `Line ${line} is not a web address starting with http:// or https://.`,
} as const;

export function firstSubType(mainType: PaperMainType): string {
  return Object.keys(PAPER_TYPES[mainType].subTypes)[0] ?? '';
}

/** Spec section 5: level undergraduate, APA 7, the last 5 years to this one, word count 0; 5 sources. */
export function newPaperFormValues(today: Date = new Date()): PaperFormValues {
  const defaults = newPaperFormDefaults(today);
  return {
    title: '',
    mainType: 'essay',
    subType: firstSubType('essay'),
    wordCount: String(defaults.wordCount),
    level: defaults.level,
    citationStyle: defaults.citationStyle,
    sourcesRequired: true,
    inlineCitation: true,
    sourceCount: String(PAPER_SAVE_DEFAULTS.sourceCount),
    yearStart: String(defaults.yearRange.start),
    yearEnd: String(defaults.yearRange.end),
    instructions: '',
    referenceLinks: '',
  };
}

/** A stored paper's settings as form values (the settings panel). */
export function paperFormValues(paper: Paper): PaperFormValues {
  const mainType = paper.paper_type?.mainType ?? 'essay';
  return {
    title: paper.title,
    mainType,
    subType: paper.paper_type?.subType ?? firstSubType(mainType),
    wordCount: String(paper.word_count),
    level: paper.level,
    citationStyle: paper.citation_style,
    sourcesRequired: paper.sources.required,
    inlineCitation: paper.sources.inlineCitation,
    sourceCount: String(paper.sources.count),
    yearStart: String(paper.sources.yearRange.start),
    yearEnd: String(paper.sources.yearRange.end),
    instructions: paper.instructions,
    referenceLinks: paper.sources.references.links.join('\n'),
  };
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type ParsedPaperForm =
  { ok: true; title: string; settings: PaperSettingsRequest } | { ok: false; errors: PaperFormErrors };

/**
 * Checks the form with messages a student can act on, field by field, then through the contract's
 * own schema so nothing the API would refuse is sent. Uploaded reference files are kept by the
 * server (`files`); the form only edits the links.
 */
export function parsePaperForm(values: PaperFormValues, keptFiles: readonly string[] = []): ParsedPaperForm {
  const errors: PaperFormErrors = {};
  if (values.title.trim().length > PAPER_LIMITS.title) errors.title = MESSAGES.title;
  if (!Object.prototype.hasOwnProperty.call(PAPER_TYPES[values.mainType].subTypes, values.subType)) {
    errors.subType = MESSAGES.subType;
  }
  const wordCount = wholeNumber(values.wordCount, 0, PAPER_LIMITS.wordCount);
  if (wordCount === null) errors.wordCount = MESSAGES.wordCount;
  const sourceCount = wholeNumber(values.sourceCount, 0, PAPER_LIMITS.sourceCount);
  if (sourceCount === null) errors.sourceCount = MESSAGES.sourceCount;
  const yearStart = wholeNumber(values.yearStart, 1000, 9999);
  const yearEnd = wholeNumber(values.yearEnd, 1000, 9999);
  if (yearStart === null) errors.yearStart = MESSAGES.year;
  if (yearEnd === null) errors.yearEnd = MESSAGES.year;
  if (yearStart !== null && yearEnd !== null && yearStart > yearEnd) errors.yearEnd = MESSAGES.yearOrder;
  if (values.instructions.length > PAPER_LIMITS.instructions) errors.instructions = MESSAGES.instructions;
  const links = values.referenceLinks
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const badLine = values.referenceLinks
    .split('\n')
    .findIndex((line) => line.trim() !== '' && !isWebAddress(line.trim()));
  if (badLine !== -1) errors.referenceLinks = MESSAGES.link(badLine + 1);
  else if (links.length > PAPER_LIMITS.referenceLinks) errors.referenceLinks = MESSAGES.tooManyLinks;
  if (
    Object.keys(errors).length > 0 ||
    wordCount === null ||
    sourceCount === null ||
    yearStart === null ||
    yearEnd === null
  ) {
    return { ok: false, errors };
  }

  const settings: PaperSettingsRequest = {
    paper_type: { mainType: values.mainType, subType: values.subType },
    word_count: wordCount,
    level: values.level,
    citation_style: values.citationStyle,
    sources: {
      required: values.sourcesRequired,
      inlineCitation: values.inlineCitation,
      count: sourceCount,
      yearRange: { start: yearStart, end: yearEnd },
      references: { links, files: [...keptFiles] },
    },
    instructions: values.instructions,
  };
  const checked = savePaperSchema.safeParse({ title: values.title.trim(), ...settings });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, errors: { title: issue?.message ?? MESSAGES.title } };
  }
  return { ok: true, title: values.title.trim(), settings };
}
