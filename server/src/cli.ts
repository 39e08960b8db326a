import {
  backupCommand,
  backupUsage,
  moveToPostgresCommand,
  moveToPostgresUsage,
  restoreCommand,
  restoreUsage,
} from './backup/backup.command.js';
import { createServices } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './logger.js';
import { guestLinkCommand, guestLinkUsage } from './modules/auth/guest-link.command.js';
import { importCommand, importUsage } from './modules/content/content-import.command.js';
import { createAdminCommand, createAdminUsage } from './modules/setup/create-admin.command.js';
import type { Services } from './services.js';

/**
 * The command line: `solve <command> [options]`. Each command gets the services on the database
 * the configuration names (the same environment as the server). With the embedded database, stop
 * the server first: PGlite is opened by one process at a time.
 */
interface Command {
  usage: string;
  run(services: Services, argv: string[], out: (line: string) => void): Promise<number>;
  /** The database is left as it is (not migrated first): the command reads it as found, or migrates it itself. */
  leavesDatabaseAsFound?: boolean;
}

const commands: Record<string, Command> = {
  'guest-link': { usage: guestLinkUsage, run: guestLinkCommand },
  import: { usage: importUsage, run: importCommand },
  'create-admin': { usage: createAdminUsage, run: createAdminCommand },
  backup: { usage: backupUsage, run: backupCommand, leavesDatabaseAsFound: true },
  restore: { usage: restoreUsage, run: restoreCommand, leavesDatabaseAsFound: true },
  'move-to-postgres': { usage: moveToPostgresUsage, run: moveToPostgresCommand, leavesDatabaseAsFound: true },
};

function usage(): string {
  return ['usage: solve <command> [options]', ...Object.values(commands).map((c) => `  solve ${c.usage}`)].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage());
    return 2;
  }
  // `npm run … -w server` runs in server/: work where the command was typed, like the server (./data, file paths).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (!command.leavesDatabaseAsFound) await database.migrate();
    const services = createServices(config, database, logger);
    return await command.run(services, rest, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
