import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdminDepart } from './db/seed/admin-depart.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seedBase } from './db/seed/seed.ts';
import { createStorage } from './platform/storage/file-storage.ts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const { roleIds, accounts } = await seedBase(database.db, {
    adminPassword: config.adminPassword,
    requireAdminPassword: config.production,
  });
  if (database.kind === 'pglite' && !config.production)
    accounts.push(
      ...(await seedDemo(database.db, roleIds, undefined, {
        storage: createStorage(config),
        dataDir: config.dataDir,
      })),
    );
  // After the demo, so that a demo install puts the administrator into the demo school.
  await ensureAdminDepart(database.db);

  const { app } = await buildApp(config, database);
  if (!config.loginCaptcha)
    app.log.warn('LOGIN_CAPTCHA=off：登录验证码已关闭，仅用于脚本客户端与压测，切勿在生产环境使用');
  if (accounts.length) {
    // Printed once, when the accounts are created; later starts find them and print nothing.
    const lines = accounts.map(
      (a) => `  ${a.role.padEnd(4, '　')} 用户名 ${a.username.padEnd(10)} 密码 ${a.password}`,
    );
    console.log(`\n首次启动，已创建以下账号（请妥善保存，之后不再显示）：\n${lines.join('\n')}\n`);
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `数据库：${database.kind === 'pglite' ? `内嵌 PGlite (${config.dataDir})` : 'PostgreSQL'}；启动用时 ${Date.now() - started} ms`,
  );

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
