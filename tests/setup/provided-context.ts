declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server used by this run (its maintenance database). */
    pgServerUrl: string;
    /** Unique id of this run; every database it creates is named mt_<runId>_... */
    pgRunId: string;
    /** The migrated database that each test file clones. */
    pgTemplateDb: string;
    /** Base URL of the real app started for the e2e journeys. */
    e2eBaseUrl: string;
    /** The chromium executable the e2e journeys drive. */
    chromiumPath: string;
    /** Where the e2e app writes the emails it sends (.eml files). */
    e2eMailDir: string;
  }
}

export {};
