import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture's boundaries are enforced by the lint configuration CI runs; this checks that each
// boundary really fails the lint (a rule that never fires would let the architecture rot silently).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, '.ci/eslint.config.js') });

/** The rules broken by `code` if it were the file at `file` (relative to the repository). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', { timeout: 120_000 }, () => {
  it('a feature importing another feature fails', async () => {
    const rules = await brokenRules(
      'web/src/features/customer/Probe.tsx',
      "import { AdminArea } from '../admin/AdminArea';\nexport const probe = AdminArea;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('shared components importing a feature fail, and features importing components pass', async () => {
    expect(
      await brokenRules(
        'web/src/components/Probe.tsx',
        "import { AdminArea } from '../features/admin/AdminArea';\nexport const probe = AdminArea;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'web/src/features/customer/Probe.tsx',
        "import { EmptyState } from '../../components/EmptyState';\nexport const probe = EmptyState;\n",
      ),
    ).toEqual([]);
  });

  it('a pure rule file importing the ORM, GraphQL or a non-pure file fails', async () => {
    expect(
      await brokenRules('server/modules/catalogue/pricing-rules.ts', "import { Entity } from 'typeorm';\nexport const probe = Entity;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'server/modules/bookings/booking.policy.ts',
        "import { Field } from 'type-graphql';\nexport const probe = Field;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'server/modules/bookings/booking.policy.ts',
        "import { Booking } from './booking.entity.js';\nexport type Probe = Booking;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'server/modules/bookings/booking.policy.ts',
        "import { Role } from '../../lib/role.js';\nexport const probe = Role;\n",
      ),
    ).toEqual([]);
  });

  it('a validation file is pure: importing an entity or the ORM fails, the pure rules pass', async () => {
    expect(
      await brokenRules(
        'server/modules/identity/signup.validation.ts',
        "import { User } from './user.entity.js';\nexport type Probe = User;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'server/modules/bookings/booking.validation.ts',
        "import { Entity } from 'typeorm';\nexport const probe = Entity;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'server/modules/catalogue/category-rules.ts',
        "import { packageListRules } from './package-rules.js';\nexport const probe = packageListRules;\n",
      ),
    ).toEqual([]);
  });

  it('the web importing anything of the server but server/lib and *-rules.ts files fails, and so does a relative path into the server', async () => {
    expect(
      await brokenRules(
        'web/src/lib/probe.ts',
        "import { Service } from '@server/modules/catalogue/service.entity';\nexport type Probe = Service;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'web/src/lib/probe.ts',
        "import { TRANSITIONS } from '@server/modules/bookings/booking-machine';\nexport const probe = TRANSITIONS;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'web/src/lib/probe.ts',
        "import { packageListRules } from '../../../server/modules/catalogue/package-rules';\nexport const probe = packageListRules;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'web/src/lib/probe.ts',
        "import { commission } from '@server/modules/catalogue/pricing-rules';\nimport { formatRate } from '@server/lib/money';\nexport const probe = [commission, formatRate];\n",
      ),
    ).toEqual([]);
  });

  it('a service importing express fails', async () => {
    const rules = await brokenRules(
      'server/modules/identity/session.service.ts',
      "import type { Response } from 'express';\nexport type Probe = Response;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('a service decoding a global id fails, and one naming a booking by its global id in a link passes', async () => {
    expect(
      await brokenRules(
        'server/modules/catalogue/category.service.ts',
        "import { databaseIdOf } from '../../graphql/global-id.js';\nexport const probe = databaseIdOf;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'server/modules/bookings/booking-notices.service.ts',
        "import { toGlobalId } from '../../graphql/global-id.js';\nexport const probe = toGlobalId;\n",
      ),
    ).toEqual([]);
  });

  it('a lower module importing a higher one fails', async () => {
    const rules = await brokenRules(
      'server/modules/locations/probe.ts',
      "import { User } from '../identity/user.entity.js';\nexport type Probe = User;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('every folder of server/modules has its own place in the module order', async () => {
    const modulesDir = path.join(root, 'server/modules');
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    /** One file of the module to import (the lint only judges imports that resolve). */
    const fileOf = (module: string) =>
      readdirSync(path.join(modulesDir, module))
        .find((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))!
        .replace(/\.ts$/, '.js');
    // A probe in each module imports every other module; the lint refuses the ones after it in the order.
    const refused = new Map<string, number>();
    for (const module of folders) {
      const others = folders.filter((other) => other !== module);
      const code = `${others.map((other, index) => `import * as m${index} from '../${other}/${fileOf(other)}';`).join('\n')}\nexport const probe = [${others.map((_, index) => `m${index}`).join(', ')}];\n`;
      const rules = await brokenRules(`server/modules/${module}/probe.ts`, code);
      refused.set(module, rules.filter((rule) => rule === 'import-x/no-restricted-paths').length);
    }
    // In one order of n modules the first is refused all n - 1 others and the last none: each count once.
    // A folder left out of the order is refused nothing, like the last one, and nothing is refused it.
    const mayImportAll = folders.filter((module) => refused.get(module) === 0);
    expect(mayImportAll, `modules the lint lets import every other module: ${mayImportAll.join(', ')}`).toHaveLength(1);
    expect([...refused.values()].sort((a, b) => a - b)).toEqual(folders.map((_, index) => index));
  });

  it('the kernel (server/graphql, server/db) importing a module, the seed or a registry fails', async () => {
    expect(
      await brokenRules(
        'server/graphql/probe.ts',
        "import type { User } from '../modules/identity/user.entity.js';\nexport type Probe = User;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules('server/db/probe.ts', "import { seedDemoData } from '../seed/seed.js';\nexport const probe = seedDemoData;\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'server/db/probe.ts',
        "import { createDataSource } from '../data-source.js';\nexport const probe = createDataSource;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules('server/db/probe.ts', "import { conflict } from '../graphql/errors.js';\nexport const probe = conflict;\n"),
    ).toEqual([]);
  });

  it('an import cycle fails', async () => {
    // catalogue.nodes.ts imports catalogue.service.ts, so the service importing the nodes closes a cycle.
    const rules = await brokenRules(
      'server/modules/catalogue/catalogue.service.ts',
      "import { catalogueNodes } from './catalogue.nodes.js';\nexport const probe = catalogueNodes;\n",
    );
    expect(rules).toContain('import-x/no-cycle');
  });
});
