import { loadConfig, serviceEnvSchema } from '@studyhub/platform';
import { Client } from 'pg';
import { auditLedger, type AuditViolation } from './audit/ledger-auditor';
import { pointsLedgerEnvShape } from './points-ledger.config';

export { auditLedger, AUDITED_INVARIANTS, type AuditQuery, type AuditViolation } from './audit/ledger-auditor';

/**
 * `npm run audit -w @studyhub/points-ledger-service`: checks every invariant of the ledger on the
 * service's database, prints each violation and exits 1 on any (0 when the ledger is sound).
 */
async function runAudit(): Promise<number> {
  const config = loadConfig(serviceEnvSchema('points-ledger', pointsLedgerEnvShape));
  const client = new Client({ connectionString: config.databaseUrl, application_name: 'points-ledger-audit' });
  await client.connect();
  let violations: AuditViolation[];
  try {
    // One snapshot for every check, so a live ledger is audited as of one instant.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    violations = await auditLedger(
      async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  for (const violation of violations) process.stdout.write(`VIOLATION ${violation.invariant}: ${violation.detail}\n`);
  process.stdout.write(
    violations.length === 0
      ? 'ledger audit: every invariant holds\n'
      : `ledger audit: ${violations.length} invariant(s) violated\n`,
  );
  return violations.length === 0 ? 0 : 1;
}

if (require.main === module) {
  runAudit().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`ledger audit failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
