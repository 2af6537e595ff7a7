import { isDefaultSort, type TableSort } from '../sorting';

/** Inside a list's GET filter form: keeps the chosen order when the filters change. */
export function SortHiddenFields({ sort, defaults }: { sort: TableSort | null; defaults: TableSort | null }) {
  if (!sort || (defaults && isDefaultSort(sort, defaults))) return null;
  return (
    <>
      <input type="hidden" name="sort" value={sort.by} />
      <input type="hidden" name="order" value={sort.order} />
    </>
  );
}
