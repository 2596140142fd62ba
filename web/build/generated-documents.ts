import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const DOCUMENT_ID = '\0gql-document:';
const HOOK_ID = '\0gql-hook:';

/** gql/graphql.ts: `export const <Name> = {...AST...} as unknown as DocumentNode<...>;`, one a line. */
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** gql/hooks.ts: `export function use<Name>(options...) {` then `return useQuery(Types.<Document>, options);` (or useMutation, useSubscription). */
const HOOK = /^export function (use\w+)\(.*\n\s*return (useQuery|useMutation|useSubscription)\(Types\.(\w+), options\);/gm;
/** gql/gql.ts, the preset's map: `"<document text>": types.<Name>,`. */
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const GRAPHQL_CALL = /\bgraphql\(`([^`]*)`\)/g;
const GENERATED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/gql\/(?:hooks|graphql))\2;?/g;

interface Generated {
  documents: Map<string, string>;
  hooks: Map<string, { kind: string; document: string }>;
  byText: Map<string, string>;
}

function readGenerated(gqlDir: string): Generated {
  const read = (file: string) => readFileSync(`${gqlDir}${file}`, 'utf8');
  const gqlTs = read('gql.ts');
  return {
    documents: new Map([...read('graphql.ts').matchAll(DOCUMENT)].map(([, name, ast]) => [name, ast])),
    hooks: new Map([...read('hooks.ts').matchAll(HOOK)].map(([, name, kind, document]) => [name, { kind, document }])),
    byText: new Map(
      [...gqlTs.slice(gqlTs.indexOf('const documents')).matchAll(MAP_ENTRY)].map(([, text, name]) => [JSON.parse(text) as string, name]),
    ),
  };
}

/**
 * At build, gives every generated document and hook a module of its own, so each chunk carries only the
 * GraphQL documents its pages use. Generated code keeps them in three modules (graphql.ts, gql.ts with the
 * preset's `graphql()` map of every document, hooks.ts) that a bundler cannot split: any page using them
 * would pull all documents of the app (about 300 KB, mostly admin and provider) into the first download.
 * - `graphql(\`...\`)` calls become imports of their document (what the preset's Babel plugin does;
 *   @vitejs/plugin-react no longer runs Babel);
 * - named imports of documents from gql/graphql and of hooks from gql/hooks point at those modules.
 * Builds only, and without exact source maps (lines shift); dev and tests use the generated files as is.
 */
export function generatedDocuments(gqlDir: string): Plugin {
  let generated: Generated = { documents: new Map(), hooks: new Map(), byText: new Map() };

  const rewriteImports = (names: string, specifier: string, quote: string) => {
    const kept: string[] = [];
    const split: string[] = [];
    for (const entry of names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = entry.split(/\s+as\s+/);
      if (generated.hooks.has(imported)) split.push(`import { ${imported} as ${local} } from '${HOOK_ID}${imported}';`);
      else if (generated.documents.has(imported)) split.push(`import ${local} from '${DOCUMENT_ID}${imported}';`);
      // Kept, a hook would bring gql/hooks.ts, and with it every document, into this chunk.
      else if (specifier.endsWith('/hooks'))
        throw new Error(`${imported} from gql/hooks has no module of its own (web/build/generated-documents.ts: HOOK)`);
      else kept.push(entry);
    }
    const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from ${quote}${specifier}${quote};` : '';
    return [rest, ...split].join(' ');
  };

  return {
    name: 'marketplace-generated-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      generated = readGenerated(gqlDir);
    },
    resolveId(source, importer) {
      if (source.startsWith(DOCUMENT_ID) || source.startsWith(HOOK_ID)) return source;
      // The hooks' own import of Apollo resolves as it would from gql/hooks.ts.
      if (importer?.startsWith(HOOK_ID)) return this.resolve(source, `${gqlDir}hooks.ts`, { skipSelf: true });
      return null;
    },
    load(id) {
      if (id.startsWith(DOCUMENT_ID)) {
        const ast = generated.documents.get(id.slice(DOCUMENT_ID.length));
        return ast && { code: `export default ${ast};`, moduleSideEffects: false };
      }
      if (id.startsWith(HOOK_ID)) {
        const name = id.slice(HOOK_ID.length);
        const hook = generated.hooks.get(name);
        if (!hook) return null;
        return {
          code: `import { ${hook.kind} } from '@apollo/client/react'; import document from '${DOCUMENT_ID}${hook.document}';
export function ${name}(options) { return ${hook.kind}(document, options); }`,
          moduleSideEffects: false,
        };
      }
      return null;
    },
    transform(code, id) {
      if (id.startsWith(gqlDir) || !/\.tsx?$/.test(id)) return null;
      if (!code.includes('graphql(`') && !/\/gql\/(hooks|graphql)['"]/.test(code)) return null;
      const imports: string[] = [];
      const rewritten = code
        .replace(GENERATED_IMPORT, (_all, names: string, quote: string, specifier: string) => rewriteImports(names, specifier, quote))
        .replace(GRAPHQL_CALL, (_call, text: string) => {
          const name = generated.byText.get(text);
          if (!name) this.error(`a graphql() document in ${id} is not in gql/gql.ts: run \`npm run codegen\``);
          const local = `__document${imports.length}`;
          imports.push(`import ${local} from '${DOCUMENT_ID}${name}';`);
          return local;
        });
      return { code: imports.join(' ') + rewritten, map: null };
    },
  };
}
