/** A new posting answers 201 Created; a repeated idempotency key answers the first outcome with 200. */
export function answerStatusOf(result: { replayed: boolean }): 200 | 201 {
  return result.replayed ? 200 : 201;
}
