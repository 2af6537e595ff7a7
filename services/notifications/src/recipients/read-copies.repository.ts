import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface Recipient {
  userId: string;
  email: string;
  fullName: string;
}

export interface DocumentCopy {
  documentId: string;
  title: string;
  slug: string;
}

/**
 * The read copies this service keeps from other services' events (ARCHITECTURE.md section 1):
 * each user's address and name (from auth's user events), the devices they signed in from, and
 * document titles (from catalog's moderation events), since order events carry only ids.
 */
@Injectable()
export class ReadCopiesRepository {
  async saveRecipient(manager: EntityManager, recipient: Recipient): Promise<void> {
    await manager.query(
      `INSERT INTO notification_recipients (user_id, email, full_name, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, full_name = EXCLUDED.full_name, updated_at = now()`,
      [recipient.userId, recipient.email, recipient.fullName],
    );
  }

  /** A name change; the address stays (profile events do not carry it). */
  async renameRecipient(manager: EntityManager, userId: string, fullName: string): Promise<void> {
    await manager.query(`UPDATE notification_recipients SET full_name = $2, updated_at = now() WHERE user_id = $1`, [
      userId,
      fullName,
    ]);
  }

  async findRecipient(manager: EntityManager, userId: string): Promise<Recipient | undefined> {
    const rows = await manager.query<{ user_id: string; email: string; full_name: string }[]>(
      `SELECT user_id, email, full_name FROM notification_recipients WHERE user_id = $1`,
      [userId],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, email: row.email, fullName: row.full_name } : undefined;
  }

  /** Records a sign-in device; answers true when the user had never signed in from it. */
  async rememberDevice(manager: EntityManager, userId: string, fingerprint: string): Promise<boolean> {
    const rows = await manager.query<{ is_new: boolean }[]>(
      `INSERT INTO known_devices (user_id, fingerprint) VALUES ($1, $2)
       ON CONFLICT (user_id, fingerprint) DO UPDATE SET last_seen_at = now()
       RETURNING (xmax = 0) AS is_new`,
      [userId, fingerprint],
    );
    return rows[0]?.is_new === true;
  }

  async saveDocument(manager: EntityManager, document: DocumentCopy): Promise<void> {
    await manager.query(
      `INSERT INTO notification_documents (document_id, title, slug, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (document_id) DO UPDATE SET title = EXCLUDED.title, slug = EXCLUDED.slug, updated_at = now()`,
      [document.documentId, document.title, document.slug],
    );
  }

  async findDocuments(manager: EntityManager, documentIds: readonly string[]): Promise<Map<string, DocumentCopy>> {
    const rows = await manager.query<{ document_id: string; title: string; slug: string }[]>(
      `SELECT document_id, title, slug FROM notification_documents WHERE document_id = ANY($1::uuid[])`,
      [documentIds],
    );
    return new Map(
      rows.map((row) => [row.document_id, { documentId: row.document_id, title: row.title, slug: row.slug }]),
    );
  }

  /** Forgets a deleted user's address, name and devices. */
  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM notification_recipients WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM known_devices WHERE user_id = $1`, [userId]);
  }
}
