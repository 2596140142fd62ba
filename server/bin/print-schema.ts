// Writes schema.graphql (with the access directives) from the code-first schema. `npm run schema`.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from '../schema.js';
import { repoRoot } from '../paths.js';

const target = path.join(repoRoot, 'schema.graphql');
await writeFile(target, printAppSchema(await buildAppSchema()));
console.log(`Wrote ${path.relative(process.cwd(), target) || target}`);
