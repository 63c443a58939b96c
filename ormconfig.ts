import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { loadConfig } from './src/config/app-config';
import { createDataSource } from './src/database/data-source.factory';
import { ENTITIES } from './src/app/entities';

/**
 * The TypeORM CLI's data source (`npm run migration:run`, `migration:revert`, `migration:generate`):
 * the same configuration as the server, so it migrates whichever database the server would use.
 * While a server holds the embedded database, the commands go through the socket it serves.
 */
if (existsSync('.env')) process.loadEnvFile('.env');

export default createDataSource(loadConfig(process.env), undefined, { throughRunningServer: true, entities: ENTITIES });
