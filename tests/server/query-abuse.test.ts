import 'reflect-metadata';
import {
  Kind,
  getIntrospectionQuery,
  specifiedRules,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPLEXITY, depthLimitRule, estimateCost, operationShapeRule } from '../../server/graphql/limits.js';
import { buildAppSchema } from '../../server/schema.js';
import { MAX_PAGE, PAGE_SIZE as HOME_PAGE_SIZE } from '../../web/src/features/customer/home/home-address.js';
import * as webOperations from '../../web/src/gql/graphql.js';
import { countUsersWithEmail, createCity, customerInput, cityIdByName } from '../helpers/factories.js';
import { sampleFor } from '../helpers/schema-rules.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let cityId: string;

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Solwezi');
  cityId = await cityIdByName(server.client(), 'Solwezi');
});

afterAll(async () => {
  await server?.stop();
});

type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(body: unknown): Promise<{ status: number; json: GraphQLBody }> {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as GraphQLBody };
}

const SERVICES_PAGE = 'services(first: 100) { edges { node { id packages { name customerPrice } priceRange { min max } } } }';

describe('operations too big to run', () => {
  it('refuses a thousand aliases of the service list before running any of them', async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${SERVICES_PAGE}`).join(' ')} }`;
    const { status, json } = await post({ query });
    expect(status).toBe(400);
    expect(json.data ?? null).toBeNull();
    expect(json.errors?.[0].message).toMatch(/2000 tokens|aliases/);
  });

  it('refuses a query whose cost cannot be established (fragments multiplying past what can be estimated)', async () => {
    const levels = 15;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
    const query = `{ ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { services(first: 100) { totalCount } }`;
    const { status, json } = await post({ query });
    expect(json.data ?? null).toBeNull();
    expect(json.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(json.errors?.[0].message).toMatch(/cannot be established/);
    expect(status).toBe(400);
  });

  it('refuses ten service pages of a hundred, which would cost more than the limit', async () => {
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: ${SERVICES_PAGE}`).join(' ')} }`;
    const { status, json } = await post({ query });
    expect(status).toBe(400);
    expect(json.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(json.errors?.[0].message).toMatch(`at most ${MAX_COMPLEXITY}`);
  });

  it('refuses ten aliased sign-ups in one anonymous request and creates no account', async () => {
    const inputs = Array.from({ length: 10 }, () => customerInput(cityId));
    const query = `mutation (${inputs.map((_, i) => `$i${i}: SignUpInput!`).join(', ')}) { ${inputs.map((_, i) => `s${i}: signUp(input: $i${i}) { user { id } }`).join(' ')} }`;
    const { status, json } = await post({ query, variables: Object.fromEntries(inputs.map((input, i) => [`i${i}`, input])) });
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toMatch(/one mutation per request/);
    for (const input of inputs) expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
  });

  it('counts the mutations a root fragment holds too', async () => {
    const [a, b] = [customerInput(cityId), customerInput(cityId)];
    const query =
      'mutation ($a: SignUpInput!, $b: SignUpInput!) { ...Both } fragment Both on Mutation { a: signUp(input: $a) { user { id } } b: signUp(input: $b) { user { id } } }';
    const { status } = await post({ query, variables: { a, b } });
    expect(status).toBe(400);
    expect(await countUsersWithEmail(server.dataSource, a.email)).toBe(0);
    expect(await countUsersWithEmail(server.dataSource, b.email)).toBe(0);
  });

  it("answers a fragment cycle with graphql's own validation error", async () => {
    const { status, json } = await post({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' });
    expect(status).toBe(400);
    expect(json.errors?.map((e) => e.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(json.errors?.[0].message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('refuses a document of more tokens than any client sends', async () => {
    const query = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    const { status, json } = await post({ query });
    expect(status).toBe(400);
    expect(json.errors?.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('lets GraphiQL load the schema outside production (introspection is as deep as the type system)', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const response = await server.client().request(query);
    expect(response.errors).toBeUndefined();
  });

  it('still runs an ordinary page of a hundred services', async () => {
    const { status, json } = await post({ query: `{ ${SERVICES_PAGE} }` });
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
  });
});

describe("the web app's own operations", () => {
  const documents = Object.entries(webOperations).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];
  /** The home page's lists ask for pages of its own size (and as many as its address names). */
  const HOME_OPERATIONS = ['HomePageDocument', 'HomeMoreServicesDocument'];

  it('are all found', () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it('pass every limit, queries costing at most half the limit at the page size the screens use', async () => {
    const schema = await buildAppSchema();
    const over: string[] = [];
    for (const [name, document] of documents) {
      const errors = validate(schema, document, [...specifiedRules, depthLimitRule, operationShapeRule]);
      if (errors.length) over.push(`${name}: ${errors.map((e) => e.message).join('; ')}`);
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      // Mutations are one root field each (checked above); their files cannot be sampled for a cost estimate.
      if (operation.operation !== 'query') continue;
      // Page sizes as the screens send them (20; the home page's own size); any other variable gets a sample value.
      const pageSize = HOME_OPERATIONS.includes(name) ? HOME_PAGE_SIZE : 20;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => {
          const name = definition.variable.name.value;
          return [
            name,
            ['first', 'last'].includes(name) ? pageSize : sampleFor(typeFromAST(schema, definition.type) as GraphQLInputType, name, {}),
          ];
        }),
      );
      const cost = estimateCost(schema, document, operation.name?.value, variables);
      if (cost > MAX_COMPLEXITY / 2) over.push(`${name}: cost ${cost}`);
    }
    expect(over).toEqual([]);
  });

  it("the home page's longest address (every page it can name, before the code has run) stays within the limit", async () => {
    const schema = await buildAppSchema();
    expect(
      estimateCost(schema, webOperations.HomePageDocument as DocumentNode, 'HomePage', { first: HOME_PAGE_SIZE * MAX_PAGE }),
    ).toBeLessThanOrEqual(MAX_COMPLEXITY);
  });
});
