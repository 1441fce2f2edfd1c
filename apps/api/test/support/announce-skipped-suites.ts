// Runs once per `npm test` (vitest global setup), so a skipped suite is said once and plainly.
export default function announceSkippedSuites(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set (the PGlite suite still runs).');
  }
}
