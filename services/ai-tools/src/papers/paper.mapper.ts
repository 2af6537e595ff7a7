import type { Paper, PaperSummary, PaperVersion, PaperVersionSummary } from '@studyhub/contracts';
import { excerptOf, wordsOfHtml } from './paper-html';
import type { PaperVersionEntity } from './paper-version.entity';
import type { PaperEntity } from './paper.entity';

export function paperOf(paper: PaperEntity): Paper {
  return {
    id: paper.id,
    user_id: paper.userId,
    title: paper.title,
    content: paper.content,
    origin: paper.origin,
    paper_type: paper.paperType,
    word_count: paper.wordCount,
    level: paper.level,
    citation_style: paper.citationStyle,
    format: { citation: paper.citationStyle },
    sources: paper.sources,
    instructions: paper.instructions,
    status: paper.status,
    version: paper.version,
    created_at: paper.createdAt.toISOString(),
    updated_at: paper.updatedAt.toISOString(),
  };
}

export function paperSummaryOf(paper: PaperEntity): PaperSummary {
  const { content, instructions: _instructions, ...summary } = paperOf(paper);
  return { ...summary, excerpt: excerptOf(content), words: wordsOfHtml(content) };
}

export function versionSummaryOf(version: Omit<PaperVersionEntity, 'content'>): PaperVersionSummary {
  return {
    id: version.id,
    paper_id: version.paperId,
    version_number: version.versionNumber,
    created_by: version.createdBy,
    created_at: version.createdAt.toISOString(),
    words: version.words,
  };
}

export function versionOf(
  version: PaperVersionEntity,
  neighbours: { previous: number | null; next: number | null },
): PaperVersion {
  return {
    ...versionSummaryOf(version),
    content: version.content,
    previous_version: neighbours.previous,
    next_version: neighbours.next,
    has_next: neighbours.next !== null,
  };
}
