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
  rateRows: number;
  scenarios: Scenario[];
  /** Statements one request of each scenario sends to the database. */
  queries: Record<string, number>;
}
