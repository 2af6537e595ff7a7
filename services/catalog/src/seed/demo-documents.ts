import type { EntityManager } from 'typeorm';
import { DOCUMENT_STATUS_IDS, pointsForPriceCents } from '@studyhub/contracts';
import { createObjectStorage, runtimeEnvShape, type ObjectStorage } from '@studyhub/platform';
import { slugFromTitle } from '../documents/document-slug';
import { TOPIC_KNOWLEDGE } from './data/topic-knowledge.data';
import { documentSections } from './demo-document-content';
import { coverImage, studyGuidePdfs } from './demo-document-files';
import { demoDocumentPlans, descriptionOf, type DemoDocumentPlan } from './demo-document-plans';
import { addDemoReviews } from './demo-reviews';

export interface DemoSeller {
  userId: string;
  fullName: string;
}

interface Textbook {
  id: string;
  subject_id: string;
  title: string;
  author: string;
}

interface Placement {
  university_id: string;
  course_id: string;
  course_name: string;
}

/** Where each subject's documents sit: universities teaching a course named like the subject first. */
function placementsFor(subjectName: string, all: Placement[]): Placement[] {
  const keyword = subjectName.toLowerCase().split(' ')[0]!;
  const matching = all.filter((placement) => placement.course_name.toLowerCase().includes(keyword));
  return matching.length > 0 ? matching : all;
}

function defaultStorage(): ObjectStorage {
  return createObjectStorage({ DATA_DIR: runtimeEnvShape.DATA_DIR.parse(process.env.DATA_DIR) });
}

/**
 * The demo catalog's documents, by the demo seller, each with a real PDF, its preview and a cover,
 * and a few reviews; also the seller's read copy in user_profiles. Idempotent by slug: a second run
 * adds nothing. `storage` defaults to the platform storage under DATA_DIR, the one the storage
 * route serves. Needs the taxonomy seed (subjects, textbooks, universities) to have run.
 */
export async function seedDemoDocuments(
  manager: EntityManager,
  seller: DemoSeller,
  storage: ObjectStorage = defaultStorage(),
): Promise<number> {
  await manager.query(
    // Fills a blank name only: a newer user.profile-updated.v1 name must not be overwritten.
    `INSERT INTO user_profiles (user_id, full_name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET full_name = EXCLUDED.full_name
     WHERE user_profiles.full_name = '' AND NOT user_profiles.deleted`,
    [seller.userId, seller.fullName],
  );
  const subjects = new Map(
    (await manager.query<{ id: string; slug: string }[]>(`SELECT id, slug FROM subjects`)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const textbooks = await manager.query<Textbook[]>(
    `SELECT id, subject_id, title, author FROM textbooks WHERE subject_id IS NOT NULL ORDER BY title, id`,
  );
  const placements = await manager.query<Placement[]>(
    `SELECT c.university_id, c.id AS course_id, c.name AS course_name
       FROM courses c JOIN universities u ON u.id = c.university_id
      WHERE u.status = 'approved' AND c.is_active
      ORDER BY u.name, c.name`,
  );
  let added = 0;
  for (const [index, plan] of demoDocumentPlans().entries()) {
    const subjectId = subjects.get(plan.subjectSlug);
    const knowledge = TOPIC_KNOWLEDGE[plan.topic];
    if (!subjectId || !knowledge) continue;
    const candidates = placementsFor(plan.subjectName, placements);
    const placement = candidates.length > 0 ? candidates[(index * 7) % candidates.length]! : null;
    const subjectBooks = textbooks.filter((book) => book.subject_id === subjectId);
    const textbook =
      (plan.typeName === 'Textbook Guides' || index % 2 === 0) && subjectBooks.length > 0
        ? subjectBooks[index % subjectBooks.length]!
        : null;
    const published = new Date(Date.now() - plan.ageDays * 86_400_000 - (index % 24) * 3_600_000);
    const approved = plan.status === DOCUMENT_STATUS_IDS.APPROVED;
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO documents (slug, title, description, price_cents, points_price, download_count, view_count, status_id,
                              user_id, subject_id, university_id, course_id, document_type_id, textbook_id,
                              created_at, approved_at, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [
        slugFromTitle(plan.title),
        plan.title,
        descriptionOf(plan, knowledge.overview),
        plan.priceCents,
        pointsForPriceCents(plan.priceCents),
        plan.downloads,
        plan.views,
        plan.status,
        seller.userId,
        subjectId,
        placement?.university_id ?? null,
        placement?.course_id ?? null,
        plan.typeId,
        textbook?.id ?? null,
        published,
        approved ? published : null,
      ],
    );
    if (!row) continue;
    added += 1;
    await writeFiles(manager, storage, row.id, plan, textbook);
    if (approved) await addDemoReviews(manager, row.id, index);
  }
  return added;
}

/** The full PDF, its first pages as the preview, and the cover, then the file columns. */
async function writeFiles(
  manager: EntityManager,
  storage: ObjectStorage,
  documentId: string,
  plan: DemoDocumentPlan,
  textbook: Textbook | null,
): Promise<void> {
  const sections = documentSections(plan.typeName, {
    topic: plan.topic,
    subject: plan.subjectName,
    knowledge: TOPIC_KNOWLEDGE[plan.topic]!,
    textbook: textbook ?? undefined,
  });
  const { original, preview, pageCount, previewPageCount } = await studyGuidePdfs(
    plan.title,
    `${plan.typeName} - ${plan.subjectName}`,
    sections,
    plan.color,
  );
  const cover = await coverImage(plan.title, plan.typeName, plan.color);
  const originalKey = `${documentId}/original.pdf`;
  const previewKey = `${documentId}/preview.pdf`;
  const coverKey = `${documentId}/cover.webp`;
  await storage.put('originals', originalKey, Buffer.from(original), 'application/pdf');
  await storage.put('document-previews', previewKey, Buffer.from(preview), 'application/pdf');
  await storage.put('cover-images', coverKey, cover, 'image/webp');
  await manager.query(
    `UPDATE documents SET page_count = $2, preview_page_count = $3,
            original_file_path = $4, original_file_name = $5, original_file_size = $6, original_file_type = 'application/pdf',
            preview_file_path = $7, preview_file_name = 'preview.pdf', preview_file_size = $8, preview_file_type = 'application/pdf',
            card_image_path = $9, card_image_name = 'cover.webp'
      WHERE id = $1`,
    [
      documentId,
      pageCount,
      previewPageCount,
      originalKey,
      `${slugFromTitle(plan.title)}.pdf`,
      original.byteLength,
      `/api/storage/document-previews/${previewKey}`,
      preview.byteLength,
      `/api/storage/cover-images/${coverKey}`,
    ],
  );
}
