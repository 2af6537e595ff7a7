import { defineErrors } from '@studyhub/platform';

export const PointsCatalogErrors = defineErrors({
  PACKAGE_NOT_FOUND: { status: 'NOT_FOUND', message: 'This points package does not exist.' },
  PACKAGE_IN_USE: {
    status: 'CONFLICT',
    message: 'This package has orders and cannot be deleted; deactivate it instead.',
  },
  TIER_NOT_FOUND: { status: 'NOT_FOUND', message: 'This bonus tier does not exist.' },
  TIER_THRESHOLD_TAKEN: { status: 'CONFLICT', message: 'An active bonus tier already starts at this amount.' },
});
