import type { TestProject } from 'vitest/node';
import {
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  TEST_POSTGRES_URL,
  templateKey,
} from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tarball) each test database starts from. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database each test database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global setup for the projects that open test databases: prepares the run's template
 * (migrations and reference data) once, before any test file starts.
 */
export default async function setup(project: TestProject): Promise<void> {
  const key = templateKey();
  if (project.config.env?.TEST_DB === 'postgres') {
    project.provide('postgresTemplate', await ensurePostgresTemplate(TEST_POSTGRES_URL, key));
  } else {
    project.provide('pgliteTemplate', await ensurePgliteTemplate(key));
  }
}
