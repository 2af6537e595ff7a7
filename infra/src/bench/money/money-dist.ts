import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../stack/repo-root';
import { GATEWAY_DIST } from '../gateway-dist';

/** The built services the money bench runs (infra does not depend on the service packages). */
export const LEDGER_DIST = path.join(REPO_ROOT, 'services', 'points-ledger', 'dist');
export const ORDERS_DIST = path.join(REPO_ROOT, 'services', 'orders', 'dist');

export interface AuditViolation {
  invariant: string;
  detail: string;
}

export type AuditQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The ledger's own auditor (`services/points-ledger/dist/audit.js`). */
export interface AuditorModule {
  auditLedger(query: AuditQuery): Promise<AuditViolation[]>;
}

export function loadAuditor(): AuditorModule {
  return createRequire(__filename)(path.join(LEDGER_DIST, 'audit.js')) as AuditorModule;
}

/** Fails early, naming the build that is missing. */
export function assertMoneyBuilt(): void {
  const needed: [string, string, string][] = [
    ['points-ledger service', LEDGER_DIST, 'service.js'],
    ['points-ledger auditor', LEDGER_DIST, 'audit.js'],
    ['orders service', ORDERS_DIST, 'service.js'],
    ['gateway', GATEWAY_DIST, 'gateway.js'],
  ];
  for (const [what, dist, file] of needed) {
    if (!existsSync(path.join(dist, file))) {
      throw new Error(`no built ${what} in ${dist}: run npm run build`);
    }
  }
}
