/**
 * SQL for changing cached balances without ever reading them first. A change that lowers a column
 * only applies while the column holds at least that much (`WHERE points_balance >= $2`), so two
 * requests racing on one balance can never take it below zero: the second finds no row to update.
 * A change that only adds may create the row (a missing balance is zero).
 */
export interface GuardedChange {
  sql: string;
  params: (string | number)[];
}

export interface BalanceTable<TDelta extends string> {
  table: string;
  key: string;
  /** Which column each delta name changes (a fixed list: column names never come from input). */
  columns: Record<TDelta, string>;
}

export function guardedChangeOf<TDelta extends string>(
  target: BalanceTable<TDelta>,
  ownerId: string,
  deltas: Partial<Record<TDelta, number>>,
): GuardedChange {
  const changes = (Object.entries(deltas) as [TDelta, number | undefined][])
    .filter((change): change is [TDelta, number] => change[1] !== undefined && change[1] !== 0)
    .map(([name, delta]) => {
      if (!Number.isSafeInteger(delta)) throw new Error(`${name} must change by a whole number, not ${delta}`);
      const column = target.columns[name];
      if (!column) throw new Error(`${target.table} has no balance ${name}`);
      return { column, delta };
    });
  const params: (string | number)[] = [ownerId, ...changes.map((change) => change.delta)];
  const { table, key } = target;
  if (changes.every((change) => change.delta >= 0)) {
    const columns = changes.map((change) => change.column);
    const sets = columns.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`);
    return {
      sql:
        `INSERT INTO ${table} (${[key, ...columns].join(', ')}) ` +
        `VALUES (${params.map((_, index) => `$${index + 1}`).join(', ')}) ` +
        `ON CONFLICT (${key}) DO UPDATE SET ${[...sets, 'updated_at = now()'].join(', ')} ` +
        `RETURNING *`,
      params,
    };
  }
  const sets = changes.map((change, index) => `${change.column} = ${change.column} + $${index + 2}`);
  const guards = changes
    .filter((change) => change.delta < 0)
    .map((change) => {
      params.push(-change.delta);
      return `${change.column} >= $${params.length}`;
    });
  return {
    sql:
      `WITH changed AS (UPDATE ${table} SET ${[...sets, 'updated_at = now()'].join(', ')} ` +
      `WHERE ${[`${key} = $1`, ...guards].join(' AND ')} RETURNING *) SELECT * FROM changed`,
    params,
  };
}
