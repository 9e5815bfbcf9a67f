import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a new, empty database on the server behind `adminUrl` (named `<prefix>_<pid>_<random>`)
 * so a test server or a benchmark never shares state; `drop()` removes it, connections and all. With
 * `template`, it starts as a copy of that database (see postgres-template.ts).
 */
export async function createFreshPostgresDatabase(
  adminUrl: string,
  prefix = 'kreda_test',
  options: { template?: string } = {},
): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(
      options.template
        ? `create database "${name}" template "${options.template}"`
        : `create database "${name}"`,
    );
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
