/** The two databases the site runs on: SQLite by default, PostgreSQL with DATABASE_URL. */
export type Dialect = 'sqlite' | 'postgres';
