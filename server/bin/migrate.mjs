// `npm run migrate`: build the server if it is stale (never in production), then apply pending migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-stale.mjs';

ensureBuilt({ web: false });
await import(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server', 'bin', 'migrate.js'));
