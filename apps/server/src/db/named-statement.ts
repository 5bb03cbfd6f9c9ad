import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** A statement prepared by `namedStatement`: run it with a value for each of its parameters. */
export interface NamedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A hot statement the query builder cannot express (a data-modifying CTE over a JSON batch),
 * prepared the way the builder's `.prepare(name)` prepares its own: on PostgreSQL a named statement,
 * parsed and planned once per connection rather than at every execution; PGlite ignores the name.
 * `text` is fixed and refers to its parameters as $1, $2… in the order of `parameters`.
 */
export function namedStatement<Row>(
  db: Database,
  name: string,
  text: string,
  parameters: readonly string[],
): NamedStatement<Row> {
  const prepared = db._.session.prepareQuery(
    { sql: text, params: parameters.map((parameter) => sql.placeholder(parameter)) },
    undefined,
    name,
    false,
  );
  return {
    async execute(values) {
      // Without selected fields each driver answers its own result, and both carry `rows`.
      const result = (await prepared.execute(values)) as unknown as { rows: Row[] };
      return result.rows;
    },
  };
}
