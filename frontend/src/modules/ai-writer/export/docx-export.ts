import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun as DocxTextRun,
  type ParagraphChild,
} from 'docx';
import type { ExportBlock, ExportDocument, HeadingLevel as ModelHeadingLevel, TextRun } from './document-model';

const NUMBERING_REFERENCE = 'paper-numbered-list';
/** Word measures indents in twentieths of a point: 720 is half an inch. */
const INDENT_STEP = 720;
const LIST_LEVELS = 6;

const HEADINGS: Record<ModelHeadingLevel, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
};

function runsOf(runs: readonly TextRun[]): ParagraphChild[] {
  return runs.map((run) =>
    run.text === '\n'
      ? new DocxTextRun({ break: 1 })
      : new DocxTextRun({
          text: run.text,
          bold: run.bold,
          italics: run.italic,
          ...(run.underline ? { underline: {} } : {}),
        }),
  );
}

function paragraphOf(block: ExportBlock): Paragraph {
  const children = runsOf(block.runs);
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: HEADINGS[block.level], children });
    case 'paragraph':
      return new Paragraph({ children, ...(block.isQuote ? { indent: { left: INDENT_STEP } } : {}) });
    case 'list-item': {
      const level = Math.min(block.depth, LIST_LEVELS - 1);
      return block.ordered
        ? new Paragraph({ children, numbering: { reference: NUMBERING_REFERENCE, level, instance: block.listId } })
        : new Paragraph({ children, bullet: { level } });
    }
  }
}

/** The export model as a Word document: a title, the paper's blocks, then its bibliography with hanging indents. */
export function createPaperDocx(document: ExportDocument): Document {
  const paragraphs: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new DocxTextRun(document.title)] }),
    ...document.blocks.map(paragraphOf),
  ];
  if (document.bibliography) {
    paragraphs.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new DocxTextRun(document.bibliography.heading)] }),
      ...document.bibliography.entries.map(
        (entry) =>
          new Paragraph({ children: [new DocxTextRun(entry)], indent: { left: INDENT_STEP, hanging: INDENT_STEP } }),
      ),
    );
  }
  return new Document({
    title: document.title,
    creator: 'Studyhub AI Writer',
    numbering: {
      config: [
        {
          reference: NUMBERING_REFERENCE,
          levels: Array.from({ length: LIST_LEVELS }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: INDENT_STEP * (level + 1), hanging: INDENT_STEP / 2 } } },
          })),
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
}

export function buildPaperDocx(document: ExportDocument): Promise<Blob> {
  return Packer.toBlob(createPaperDocx(document));
}
