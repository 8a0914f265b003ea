import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/helpers/scratch-database.ts';
import { type Database, openDatabase } from '../client.ts';
import { preparedSql } from '../prepared.ts';

// Runs on the embedded database, and on PostgreSQL (named statements, one per pooled connection)
// when the suite has a server.
const url = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(url && process.env.CK_TEST_DB === 'postgres');

describe(`a prepared statement (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let database: Database;

  beforeAll(async () => {
    if (onPostgres) scratch = await scratchDatabase(url!, 'ck_prepared');
    database = await openDatabase({ databaseUrl: scratch?.url, poolSize: 3 });
    await database.db.execute(sql`create table pet (id int primary key, name text, born timestamptz)`);
    await database.db.execute(sql`
      insert into pet values (1, '小白', '2020-01-02T03:04:05Z'), (2, '小黑', null), (3, '小花', null)`);
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('takes fresh values on every call, also from many calls at once', async () => {
    const named = preparedSql<{ id: number; name: string }>(
      database.db,
      'pet_by_ids',
      sql`select id, name from pet where id = any(${sql.placeholder('ids')}::int[]) order by id`,
    );
    expect(await named({ ids: [1, 3] })).toEqual([
      { id: 1, name: '小白' },
      { id: 3, name: '小花' },
    ]);
    expect(await named({ ids: [2] })).toEqual([{ id: 2, name: '小黑' }]);
    // More calls than pooled connections: each connection prepares the statement once.
    const many = await Promise.all([1, 2, 3, 1, 2, 3, 1, 2].map((id) => named({ ids: [id] })));
    expect(many.map((rows) => rows[0].id)).toEqual([1, 2, 3, 1, 2, 3, 1, 2]);
    expect(await named({ ids: [] })).toEqual([]);
  });

  it('answers rows under the statement’s own column names', async () => {
    const born = preparedSql<{ pet_name: string; born_ms: number | null }>(
      database.db,
      'pet_born',
      sql`select name as pet_name, (extract(epoch from born) * 1000)::float8 as born_ms
            from pet where id = ${sql.placeholder('id')}`,
    );
    expect(await born({ id: 1 })).toEqual([
      { pet_name: '小白', born_ms: Date.parse('2020-01-02T03:04:05Z') },
    ]);
    expect(await born({ id: 2 })).toEqual([{ pet_name: '小黑', born_ms: null }]);
  });
});
