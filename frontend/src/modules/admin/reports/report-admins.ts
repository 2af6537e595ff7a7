import type { AccountUser } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';

/** The active admins a report can be assigned to (auth's user list); none when auth cannot answer. */
export async function loadReportAdmins(): Promise<AccountUser[]> {
  const result = await fetchFromGateway<AccountUser[]>('/users?role=admin&status=active&limit=100', {
    fallbackMessage: 'The admins could not be loaded.',
  });
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

export function adminNameOf(admins: readonly AccountUser[], id: string | null): string {
  if (!id) return 'Nobody';
  const admin = admins.find((candidate) => candidate.id === id);
  return admin ? admin.full_name || admin.email : `Admin ${id.slice(0, 8)}`;
}
