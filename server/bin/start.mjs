// `npm start`: build what is missing or out of date, then run the built server in this process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatIsStale } from './build-if-stale.mjs';

buildWhatIsStale();
await import(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server', 'index.js'));
