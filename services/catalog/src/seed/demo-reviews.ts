import type { EntityManager } from 'typeorm';

/** The demo reviewers: fixed ids, so every run reuses the same six people. */
const REVIEWERS: readonly (readonly [id: string, name: string])[] = [
  ['6f1d3c2a-8b4e-4f51-9a27-1c0e5b7d9a01', 'Amara Okafor'],
  ['6f1d3c2a-8b4e-4f51-9a27-1c0e5b7d9a02', 'Liam Chen'],
  ['6f1d3c2a-8b4e-4f51-9a27-1c0e5b7d9a03', 'Sofia Rossi'],
  ['6f1d3c2a-8b4e-4f51-9a27-1c0e5b7d9a04', 'Noah Patel'],
  ['6f1d3c2a-8b4e-4f51-9a27-1c0e5b7d9a05', 'Zara Ahmed'],
  ['6f1d3c2a-8b4e-4f51-9a27-1c0e5b7d9a06', 'Lucas Müller'],
];

const COMMENTS = [
  'Clear and well organised; the worked examples helped a lot.',
  'Exactly what I needed before the midterm.',
  'Good summary, though I wanted more practice questions.',
  'Concise and accurate. Saved me hours of re-reading.',
  'The mark scheme made it obvious where I was losing marks.',
  'Solid, but a couple of sections assume you already know the basics.',
];

/**
 * Zero to three reviews by buyers (each review's author holds the document), and the document's
 * rating_sum, review_count and average_rating to match.
 */
export async function addDemoReviews(manager: EntityManager, documentId: string, index: number): Promise<void> {
  const count = index % 4;
  if (count === 0) return;
  let sum = 0;
  for (let n = 0; n < count; n += 1) {
    const [reviewerId, name] = REVIEWERS[(index + n) % REVIEWERS.length]!;
    const rating = 5 - ((index + n) % 3);
    sum += rating;
    await manager.query(
      `INSERT INTO user_profiles (user_id, full_name) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
      [reviewerId, name],
    );
    await manager.query(
      `INSERT INTO user_documents (user_id, document_id) VALUES ($1, $2) ON CONFLICT (user_id, document_id) DO NOTHING`,
      [reviewerId, documentId],
    );
    await manager.query(
      `INSERT INTO document_reviews (document_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
       ON CONFLICT (document_id, user_id) DO NOTHING`,
      [documentId, reviewerId, rating, COMMENTS[(index + n) % COMMENTS.length]],
    );
  }
  await manager.query(
    `UPDATE documents SET rating_sum = $2::int, review_count = $3::int, average_rating = round($2::numeric / $3::int, 2)
      WHERE id = $1`,
    [documentId, sum, count],
  );
}
