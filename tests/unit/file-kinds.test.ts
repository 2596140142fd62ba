import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md names every kind of file in a server module; a file whose name fits none of them is
// either a new kind (name it there) or code in the wrong kind of file.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modules = path.join(root, 'server/modules');

/** The file names and patterns written in backticks in the "Server file kinds" section, as regular expressions. */
function documentedKinds(): RegExp[] {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Server file kinds'), doc.indexOf('## Web file kinds'));
  const names = [...section.matchAll(/`([^`\s]+\.ts)`/g)].map(([, name]) => path.basename(name));
  return names.map((name) => new RegExp(`^${name.replace(/\./g, '\\.').replace(/<thing>|<network>|\*/g, '[a-z0-9.-]+')}$`));
}

describe('server file kinds', () => {
  it('every file in server/modules has a kind named in docs/architecture.md', () => {
    const kinds = documentedKinds();
    const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !kinds.some((kind) => kind.test(path.basename(file))))).toEqual([]);
  });
});
