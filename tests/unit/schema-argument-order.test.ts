import 'reflect-metadata';
import { graphql } from 'graphql';
import type { DataSource } from 'typeorm';
import { expect, it } from 'vitest';
import type { Context } from '../../server/context.js';
import { Loaders } from '../../server/graphql/loaders.js';
import { Role } from '../../server/lib/role.js';
import { buildAppSchema, printAppSchema } from '../../server/schema.js';

// A unit test, so that it runs in a fresh process: the first schema built in a process is the one whose
// metadata a later build reuses, and the server project's files share their process (isolate: false).
it('builds the same schema after the app has answered a field with arguments, in their declared order', async () => {
  const schema = await buildAppSchema();
  const printed = printAppSchema(schema);
  const ctx = {
    user: { id: '00000000-0000-4000-8000-000000000001', role: Role.ADMIN },
    loaders: new Loaders({} as DataSource),
    db: { query: async () => [] },
  } as unknown as Context;
  const answer = await graphql({
    schema,
    source: '{ me { workingHoursExceptions(from: "2026-03-01", to: "2026-03-31") { date } } }',
    contextValue: ctx,
  });
  expect(answer).toEqual({ data: { me: { workingHoursExceptions: [] } } });

  expect(printAppSchema(await buildAppSchema())).toBe(printed);
  expect(printed).toMatch(/workingHoursExceptions\(\s*"""[^"]*"""\s*from: String\s*"""[^"]*"""\s*to: String\s*\)/);
});
