import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog (spec sections 3 and 7): posts with their author, category and tags, comments
 * (pending until approved, threaded by parent_id) and likes, one per post and user.
 */
export class Blog1766000000000 implements MigrationInterface {
  name = 'Blog1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE blog_authors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        bio text NOT NULL DEFAULT '',
        avatar_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE blog_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE blog_tags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The search vector strips tags from the HTML so markup never matches a search.
    await queryRunner.query(`
      CREATE TABLE blog_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        slug text NOT NULL UNIQUE,
        excerpt text NOT NULL,
        content text NOT NULL,
        featured_image text,
        status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
        published_at timestamptz,
        author_id uuid NOT NULL REFERENCES blog_authors (id) ON DELETE RESTRICT,
        category_id uuid REFERENCES blog_categories (id) ON DELETE SET NULL,
        view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', excerpt), 'B') ||
          setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status = 'draft' OR published_at IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX blog_posts_public_idx ON blog_posts (published_at DESC) WHERE status = 'published'`,
    );
    await queryRunner.query(`CREATE INDEX blog_posts_category_idx ON blog_posts (category_id)`);
    await queryRunner.query(`CREATE INDEX blog_posts_author_idx ON blog_posts (author_id)`);
    await queryRunner.query(`CREATE INDEX blog_posts_search_idx ON blog_posts USING gin (search_vector)`);
    await queryRunner.query(`
      CREATE TABLE blog_post_tags (
        post_id uuid NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES blog_tags (id) ON DELETE CASCADE,
        PRIMARY KEY (post_id, tag_id)
      )`);
    await queryRunner.query(`CREATE INDEX blog_post_tags_tag_idx ON blog_post_tags (tag_id)`);
    await queryRunner.query(`
      CREATE TABLE blog_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        parent_id uuid REFERENCES blog_comments (id) ON DELETE CASCADE,
        author_name text NOT NULL,
        content text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX blog_comments_post_idx ON blog_comments (post_id, status, created_at)`);
    await queryRunner.query(`CREATE INDEX blog_comments_status_idx ON blog_comments (status, created_at)`);
    await queryRunner.query(`
      CREATE TABLE blog_post_likes (
        post_id uuid NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE blog_post_likes`);
    await queryRunner.query(`DROP TABLE blog_comments`);
    await queryRunner.query(`DROP TABLE blog_post_tags`);
    await queryRunner.query(`DROP TABLE blog_posts`);
    await queryRunner.query(`DROP TABLE blog_tags`);
    await queryRunner.query(`DROP TABLE blog_categories`);
    await queryRunner.query(`DROP TABLE blog_authors`);
  }
}
