/** One request the benchmark sends over and over. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a bench server tells the parent once it listens. */
export interface ServerReady {
  url: string;
  driver: 'pglite' | 'postgres';
  /** Partner rate rows the quote search looks through (`bench:api`). */
  rateRows: number;
  /** Published articles the support search looks through (`bench:search`). */
  articles: number;
  scenarios: Scenario[];
  /** Statements one request of each scenario sends to the database. */
  queries: Record<string, number>;
}
