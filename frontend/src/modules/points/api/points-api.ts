/** GET /api/points/balance → `{data:{points_balance}}`; null when it cannot be read. */
export async function fetchPointsBalance(signal?: AbortSignal): Promise<number | null> {
  try {
    const response = await fetch('/api/points/balance', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
    const balance =
      typeof data === 'object' && data !== null ? (data as { points_balance?: unknown }).points_balance : null;
    return typeof balance === 'number' && Number.isFinite(balance) ? balance : null;
  } catch {
    return null;
  }
}
