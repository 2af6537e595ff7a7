import path from 'node:path';
import { REPO_ROOT } from '../stack/repo-root';

/** The built gateway the gateway host loads (infra does not depend on the gateway package). */
export const GATEWAY_DIST = path.join(REPO_ROOT, 'gateway', 'dist');
