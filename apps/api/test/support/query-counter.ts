import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the statements Kysely sends (transactions' BEGIN/COMMIT are the driver's and not
 * counted), so a test or benchmark can say how many queries one request costs: a list that
 * queries once per row shows up as more queries at page size 100 than at 10.
 */
export class QueryCounter implements KyselyPlugin {
  #count = 0;
  #kinds: string[] = [];

  get count(): number {
    return this.#count;
  }

  /** The operation of each counted statement (`SelectQueryNode`, `RawNode`, …), in order. */
  get kinds(): readonly string[] {
    return this.#kinds;
  }

  reset(): void {
    this.#count = 0;
    this.#kinds = [];
  }

  /** Runs `work` and answers how many statements it sent. */
  async around(work: () => Promise<unknown>): Promise<number> {
    this.reset();
    await work();
    return this.#count;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#count++;
    this.#kinds.push(args.node.kind);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** `db` with a counter on it: the same connections, every statement through it counted. */
export function countingQueries<DB>(db: Kysely<DB>): { db: Kysely<DB>; counter: QueryCounter } {
  const counter = new QueryCounter();
  return { db: db.withPlugin(counter), counter };
}
