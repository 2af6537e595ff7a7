import { createMigratedTestDataSource } from '@studyhub/platform/testing';
import { ContactMessages1763830000000 } from '../src/migrations/1763830000000-contact-messages';
import { SupportInbox1766200100000 } from '../src/migrations/1766200100000-support-inbox';

jest.setTimeout(60_000);

/**
 * Contact messages written before the support inbox keep their meaning when their statuses become
 * the inbox's: new is open, anything handled is resolved; and the migration can be rolled back.
 */
describe('SupportInbox1766200100000 on existing contact messages', () => {
  it('maps new to open and answered, closed and spam to resolved, and back on rollback', async () => {
    const before = await createMigratedTestDataSource('content_inbox_migration', {
      migrations: [ContactMessages1763830000000],
    });
    try {
      const { dataSource } = before;
      for (const status of ['new', 'answered', 'closed', 'spam']) {
        await dataSource.query(
          `INSERT INTO contact_messages (name, email, topic, subject, message, status)
           VALUES ('Ada', 'ada@example.org', 'general', $1, 'A message long enough to be one.', $1)`,
          [status],
        );
      }
      const migration = new SupportInbox1766200100000();
      const runner = dataSource.createQueryRunner();
      try {
        await migration.up(runner);
        const after = await dataSource.query<{ subject: string; status: string; internal_note: string }[]>(
          `SELECT subject, status, internal_note FROM contact_messages ORDER BY subject`,
        );
        expect(after.map((row) => [row.subject, row.status, row.internal_note])).toEqual([
          ['answered', 'resolved', ''],
          ['closed', 'resolved', ''],
          ['new', 'open', ''],
          ['spam', 'resolved', ''],
        ]);
        await expect(
          dataSource.query(`UPDATE contact_messages SET status = 'new' WHERE subject = 'new'`),
        ).rejects.toThrow(/contact_messages_status_check/);
        const [fresh] = await dataSource.query<{ status: string }[]>(
          `INSERT INTO contact_messages (name, email, topic, subject, message)
           VALUES ('Bo', 'bo@example.org', 'general', 'fresh', 'Another message long enough.') RETURNING status`,
        );
        expect(fresh?.status).toBe('open');

        await migration.down(runner);
        const rolledBack = await dataSource.query<{ subject: string; status: string }[]>(
          `SELECT subject, status FROM contact_messages ORDER BY subject`,
        );
        expect(rolledBack.map((row) => [row.subject, row.status])).toEqual([
          ['answered', 'closed'],
          ['closed', 'closed'],
          ['fresh', 'new'],
          ['new', 'new'],
          ['spam', 'closed'],
        ]);
        const tables = await dataSource.query<unknown[]>(
          `SELECT 1 FROM pg_tables WHERE tablename = 'legal_submissions'`,
        );
        expect(tables).toHaveLength(0);
      } finally {
        await runner.release();
      }
    } finally {
      await before.close();
    }
  });
});
