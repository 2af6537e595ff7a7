import path from 'node:path';

/** The repo root, from infra/src or infra/dist alike. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
