import path from 'node:path';
import { REPO_ROOT } from '../stack/repo-root';

/** The built auth service the auth bench host loads (infra does not depend on the service package). */
export const AUTH_DIST = path.join(REPO_ROOT, 'services', 'auth', 'dist');
