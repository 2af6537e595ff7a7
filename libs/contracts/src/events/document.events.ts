import { z } from 'zod';
import { defineEvent } from './define-event';

const documentId = z.uuid();
const sellerId = z.uuid();

/** What every consumer of a moderation decision needs: who to tell, about what, and where it sits. */
const moderatedDocument = {
  documentId,
  sellerId,
  title: z.string(),
  slug: z.string(),
  reason: z.string(),
  moderatorId: z.uuid().nullable(),
};

export const documentSubmittedV1 = defineEvent({
  type: 'document.submitted.v1',
  description:
    'A seller created a document, or sent a soft-rejected one back: it waits (PENDING) for its file and for review.',
  producer: 'catalog',
  consumers: ['document-processing', 'content'],
  data: z.object({
    documentId,
    sellerId,
    title: z.string(),
    slug: z.string(),
    pointsPrice: z.number().int().nonnegative(),
  }),
});

export const documentApprovedV1 = defineEvent({
  type: 'document.approved.v1',
  description: 'An admin approved a document: it is now listed, searched and for sale.',
  producer: 'catalog',
  consumers: ['document-processing', 'orders', 'ai-tools', 'notifications', 'content'],
  data: z.object({ ...moderatedDocument, pointsPrice: z.number().int().nonnegative() }),
});

export const documentRejectedV1 = defineEvent({
  type: 'document.rejected.v1',
  description: 'An admin rejected a document (soft: the seller may fix and resubmit).',
  producer: 'catalog',
  consumers: ['document-processing', 'orders', 'ai-tools', 'notifications', 'content'],
  data: z.object({ ...moderatedDocument, soft: z.boolean() }),
});

export const documentPriceChangedV1 = defineEvent({
  type: 'document.price-changed.v1',
  description:
    "A seller changed a document's price: orders sells at the new price, notifications tells the seller (preference price-status).",
  producer: 'catalog',
  consumers: ['orders', 'notifications'],
  data: z.object({
    documentId,
    sellerId,
    title: z.string(),
    slug: z.string(),
    oldPointsPrice: z.number().int().nonnegative(),
    newPointsPrice: z.number().int().nonnegative(),
    changedBy: z.uuid(),
  }),
});

export const documentDeletedV1 = defineEvent({
  type: 'document.deleted.v1',
  description: 'A document was taken down by an admin or its seller; it is no longer listed or sold.',
  producer: 'catalog',
  consumers: ['document-processing', 'orders', 'ai-tools', 'content'],
  data: z.object(moderatedDocument),
});

export const documentProcessedV1 = defineEvent({
  type: 'document.processed.v1',
  description: 'The pipeline finished a document: page count, preview, cover and file facts for the catalog.',
  producer: 'document-processing',
  consumers: ['catalog', 'ai-tools'],
  data: z.object({
    documentId,
    pageCount: z.number().int().nonnegative(),
    previewPageCount: z.number().int().nonnegative(),
    previewFilePath: z.string().nullable(),
    previewFileSize: z.number().int().nonnegative().nullable(),
    cardImagePath: z.string().nullable(),
    originalFileName: z.string(),
    originalFilePath: z.string(),
    originalFileSize: z.number().int().nonnegative(),
    originalFileType: z.string(),
    convertedFilePath: z.string().nullable(),
    convertedFileSize: z.number().int().nonnegative().nullable(),
  }),
});

export const documentProcessingFailedV1 = defineEvent({
  type: 'document.processing-failed.v1',
  description: 'The pipeline refused or could not process a document file; the reason is for the seller.',
  producer: 'document-processing',
  consumers: ['catalog'],
  data: z.object({
    documentId,
    sellerId,
    revision: z.number().int().positive(),
    reason: z.string(),
  }),
});

export const documentUploadsSwitchedV1 = defineEvent({
  type: 'document.uploads-switched.v1',
  description:
    "An admin opened or closed document uploads (the documents settings' uploads_open); the catalog refuses new listings while they are closed.",
  producer: 'document-processing',
  consumers: ['catalog'],
  data: z.object({
    open: z.boolean(),
    /** The documents settings version that set it: a consumer keeps the highest it has seen. */
    settingsVersion: z.number().int().nonnegative(),
  }),
});

export const documentDownloadedV1 = defineEvent({
  type: 'document.downloaded.v1',
  description: 'An owner, buyer or admin took a signed download URL for a document file (catalog counts it).',
  producer: 'document-processing',
  consumers: ['catalog'],
  data: z.object({ documentId, userId: z.uuid() }),
});

export const documentSimilarityFlaggedV1 = defineEvent({
  type: 'document.similarity-flagged.v1',
  description:
    'A newly processed upload shares much of its text with approved documents (plagiarism checker); moderators see the flag.',
  producer: 'ai-tools',
  consumers: ['catalog', 'content'],
  data: z.object({
    documentId,
    /** Share of the upload's words inside passages matching approved documents, in percent. */
    similarity: z.number().min(0).max(100),
    matchedDocuments: z
      .array(z.object({ documentId, title: z.string(), similarity: z.number().min(0).max(100) }))
      .max(20),
  }),
});
