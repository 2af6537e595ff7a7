/** The page numbers to show around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let each = page - radius; each <= page + radius; each += 1) if (each >= 1 && each <= pageCount) pages.add(each);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, each] of sorted.entries()) {
    if (index > 0 && each - sorted[index - 1]! > 1) result.push('gap');
    result.push(each);
  }
  return result;
}

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
