import path from 'node:path';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built catalog service the catalog-search host loads (infra does not depend on the service package). */
export const CATALOG_DIST = path.join(REPO_ROOT, 'services', 'catalog', 'dist');
