import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents and everything hanging off them: statuses and types (fixed ids), subjects, textbooks,
 * homework questions, the sellers' read copy, purchases, reviews, bookmarks, views and moderation
 * history.
 *
 * The approved-only counters (subjects, universities, courses, textbooks, types) follow every
 * document write through one trigger, in the writer's transaction: an approval, a rejection, a
 * move to another subject or a download changes them by exactly its own delta, so no request ever
 * recounts, and two moderators racing cannot lose an update (each delta is applied under the
 * counter row's lock).
 */
export class Documents1764000000000 implements MigrationInterface {
  name = 'Documents1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE document_statuses (
        id smallint PRIMARY KEY,
        name text NOT NULL UNIQUE,
        display_name text NOT NULL,
        color text NOT NULL,
        icon text NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO document_statuses (id, name, display_name, color, icon) VALUES
        (1, 'APPROVED', 'Approved', '#16a34a', 'check-circle'),
        (2, 'PENDING', 'Pending review', '#d97706', 'clock'),
        (3, 'DELETED', 'Deleted', '#6b7280', 'trash'),
        (4, 'REJECTED', 'Rejected', '#dc2626', 'x-circle'),
        (5, 'SOFT_REJECT', 'Changes requested', '#ea580c', 'alert-triangle')`);

    await queryRunner.query(`
      CREATE TABLE document_types (
        id smallint PRIMARY KEY,
        name text NOT NULL UNIQUE,
        slug text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        document_count integer NOT NULL DEFAULT 0 CHECK (document_count >= 0)
      )`);
    await queryRunner.query(`
      INSERT INTO document_types (id, name, slug, description) VALUES
        (1, 'Past Exams', 'past-exams', 'Previous exam papers, often with worked answers.'),
        (2, 'Flashcards', 'flashcards', 'Question and answer cards for active recall.'),
        (3, 'Practice Problems', 'practice-problems', 'Exercises with solutions to practise a topic.'),
        (4, 'Exam Guides', 'exam-guides', 'What to expect in an exam and how to prepare for it.'),
        (5, 'Textbook Guides', 'textbook-guides', 'Chapter-by-chapter companions to a textbook.'),
        (6, 'Chapter Summary', 'chapter-summary', 'The key points of one chapter or topic.'),
        (7, 'Class Notes', 'class-notes', 'Notes taken in lectures and seminars.'),
        (8, 'Quick Guides', 'quick-guides', 'One- or two-page cheat sheets.'),
        (9, 'Lab Notes', 'lab-notes', 'Lab procedures, results and write-ups.'),
        (10, 'Certification Guides', 'certification-guides', 'Preparation for professional certifications.')`);

    await queryRunner.query(`
      CREATE TABLE subjects (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text COLLATE "und-x-icu" NOT NULL UNIQUE CHECK (btrim(name) <> ''),
        acronym text NOT NULL DEFAULT '',
        slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        icon_name text NOT NULL DEFAULT 'book',
        color text NOT NULL DEFAULT '#2563eb' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
        description text NOT NULL DEFAULT '',
        document_count integer NOT NULL DEFAULT 0 CHECK (document_count >= 0),
        download_count integer NOT NULL DEFAULT 0 CHECK (download_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subjects_by_document_count_idx ON subjects (document_count DESC, name)`);

    await queryRunner.query(`
      CREATE TABLE textbooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        title text COLLATE "und-x-icu" NOT NULL CHECK (btrim(title) <> ''),
        author text NOT NULL DEFAULT '',
        publisher text,
        edition text,
        rating numeric(2, 1) CHECK (rating BETWEEN 1 AND 5),
        description text NOT NULL DEFAULT '',
        isbn text UNIQUE CHECK (isbn ~ '^(97[89])?[0-9]{9}[0-9X]$'),
        publication_year smallint CHECK (publication_year BETWEEN 1450 AND 2100),
        cover_image text,
        subject_id uuid REFERENCES subjects (id) ON DELETE SET NULL,
        document_count integer NOT NULL DEFAULT 0 CHECK (document_count >= 0),
        download_count integer NOT NULL DEFAULT 0 CHECK (download_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX textbooks_subject_idx ON textbooks (subject_id, title)`);
    await queryRunner.query(`CREATE INDEX textbooks_title_idx ON textbooks (title)`);

    await queryRunner.query(
      `ALTER TABLE courses ADD COLUMN document_count integer NOT NULL DEFAULT 0 CHECK (document_count >= 0)`,
    );

    // Read copy of auth's users (names and avatars of sellers, reviewers and askers).
    await queryRunner.query(`
      CREATE TABLE user_profiles (
        user_id uuid PRIMARY KEY,
        full_name text NOT NULL DEFAULT '',
        avatar_url text,
        deleted boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        title text NOT NULL CHECK (btrim(title) <> ''),
        description text NOT NULL DEFAULT '',
        price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
        points_price integer NOT NULL DEFAULT 0 CHECK (points_price >= 0),
        download_count integer NOT NULL DEFAULT 0 CHECK (download_count >= 0),
        view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
        rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        average_rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (average_rating = 0 OR average_rating BETWEEN 1 AND 5),
        status_id smallint NOT NULL DEFAULT 2 REFERENCES document_statuses (id),
        moderation_reason text,
        user_id uuid NOT NULL,
        subject_id uuid REFERENCES subjects (id),
        university_id uuid REFERENCES universities (id),
        course_id uuid REFERENCES courses (id),
        document_type_id smallint NOT NULL REFERENCES document_types (id),
        textbook_id uuid REFERENCES textbooks (id),
        page_count integer CHECK (page_count >= 0),
        preview_page_count integer CHECK (preview_page_count >= 0),
        preview_file_path text,
        preview_file_name text,
        preview_file_size bigint,
        preview_file_type text,
        card_image_path text,
        card_image_name text,
        original_file_path text,
        original_file_name text,
        original_file_size bigint,
        original_file_type text,
        converted_file_path text,
        converted_file_name text,
        converted_file_size bigint,
        converted_file_type text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        approved_at timestamptz,
        published_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX documents_seller_idx ON documents (user_id, created_at DESC)`);
    // Approved-only partial indexes serve every public list; moderation reads the pending one.
    await queryRunner.query(
      `CREATE INDEX documents_approved_newest_idx ON documents (published_at DESC, id) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_downloads_idx ON documents (download_count DESC, id) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_subject_idx ON documents (subject_id, published_at DESC) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_course_idx ON documents (course_id, published_at DESC) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_university_idx ON documents (university_id, published_at DESC) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_textbook_idx ON documents (textbook_id, published_at DESC) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_type_idx ON documents (document_type_id, published_at DESC) WHERE status_id = 1`,
    );
    await queryRunner.query(`CREATE INDEX documents_pending_idx ON documents (created_at) WHERE status_id = 2`);

    await queryRunner.query(`
      CREATE TABLE document_moderations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        from_status_id smallint NOT NULL REFERENCES document_statuses (id),
        to_status_id smallint NOT NULL REFERENCES document_statuses (id),
        reason text NOT NULL DEFAULT '',
        moderator_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX document_moderations_document_idx ON document_moderations (document_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE user_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        order_id uuid,
        acquired_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, document_id)
      )`);
    await queryRunner.query(`CREATE INDEX user_documents_document_idx ON user_documents (document_id)`);

    await queryRunner.query(`
      CREATE TABLE document_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (document_id, user_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX document_reviews_document_idx ON document_reviews (document_id, created_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE document_bookmarks (
        user_id uuid NOT NULL,
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, document_id)
      )`);

    // Every reading event (page, progress, device), and per reader the latest one (Recently Viewed).
    await queryRunner.query(`
      CREATE TABLE document_views (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        user_id uuid,
        viewed_at timestamptz NOT NULL DEFAULT now(),
        page_number integer NOT NULL DEFAULT 1 CHECK (page_number >= 1),
        progress numeric(5, 2) NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        device_info jsonb NOT NULL DEFAULT '{}'
      )`);
    await queryRunner.query(`CREATE INDEX document_views_document_idx ON document_views (document_id, viewed_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE document_last_views (
        user_id uuid NOT NULL,
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        viewed_at timestamptz NOT NULL DEFAULT now(),
        page_number integer NOT NULL DEFAULT 1,
        progress numeric(5, 2) NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, document_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX document_last_views_recent_idx ON document_last_views (user_id, viewed_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE university_details (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL UNIQUE REFERENCES documents (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        university_id uuid,
        university_name text,
        university_slug text,
        university_logo_url text,
        course_id uuid,
        course_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE homework_questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        question text NOT NULL CHECK (btrim(question) <> ''),
        formatted_question jsonb,
        is_public boolean NOT NULL DEFAULT false,
        user_id uuid,
        subject_id uuid REFERENCES subjects (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX homework_questions_public_idx ON homework_questions (created_at DESC) WHERE is_public`,
    );

    await queryRunner.query(`
      CREATE FUNCTION documents_keep_counters() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_counted boolean := TG_OP <> 'INSERT' AND OLD.status_id = 1;
        new_counted boolean := TG_OP <> 'DELETE' AND NEW.status_id = 1;
      BEGIN
        IF old_counted THEN
          UPDATE subjects SET document_count = document_count - 1, download_count = download_count - OLD.download_count
            WHERE id = OLD.subject_id;
          UPDATE universities SET document_count = document_count - 1 WHERE id = OLD.university_id;
          UPDATE courses SET document_count = document_count - 1 WHERE id = OLD.course_id;
          UPDATE textbooks SET document_count = document_count - 1, download_count = download_count - OLD.download_count
            WHERE id = OLD.textbook_id;
          UPDATE document_types SET document_count = document_count - 1 WHERE id = OLD.document_type_id;
        END IF;
        IF new_counted THEN
          UPDATE subjects SET document_count = document_count + 1, download_count = download_count + NEW.download_count
            WHERE id = NEW.subject_id;
          UPDATE universities SET document_count = document_count + 1 WHERE id = NEW.university_id;
          UPDATE courses SET document_count = document_count + 1 WHERE id = NEW.course_id;
          UPDATE textbooks SET document_count = document_count + 1, download_count = download_count + NEW.download_count
            WHERE id = NEW.textbook_id;
          UPDATE document_types SET document_count = document_count + 1 WHERE id = NEW.document_type_id;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER documents_counters
        AFTER INSERT OR DELETE OR UPDATE OF status_id, subject_id, university_id, course_id, textbook_id,
          document_type_id, download_count ON documents
        FOR EACH ROW EXECUTE FUNCTION documents_keep_counters()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE homework_questions`);
    await queryRunner.query(`DROP TABLE university_details`);
    await queryRunner.query(`DROP TABLE document_last_views`);
    await queryRunner.query(`DROP TABLE document_views`);
    await queryRunner.query(`DROP TABLE document_bookmarks`);
    await queryRunner.query(`DROP TABLE document_reviews`);
    await queryRunner.query(`DROP TABLE user_documents`);
    await queryRunner.query(`DROP TABLE document_moderations`);
    await queryRunner.query(`DROP TABLE documents`);
    await queryRunner.query(`DROP FUNCTION documents_keep_counters()`);
    await queryRunner.query(`DROP TABLE user_profiles`);
    await queryRunner.query(`ALTER TABLE courses DROP COLUMN document_count`);
    await queryRunner.query(`DROP TABLE textbooks`);
    await queryRunner.query(`DROP TABLE subjects`);
    await queryRunner.query(`DROP TABLE document_types`);
    await queryRunner.query(`DROP TABLE document_statuses`);
  }
}
