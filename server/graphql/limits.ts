// The CommonJS build: its ESM build imports graphql's .mjs files, a second copy of graphql next to the one
// type-graphql and Apollo use, and graphql refuses to mix them.
import complexity, { type ComplexityEstimator } from 'graphql-query-complexity/cjs';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getVariableValues,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Bounds on what one request may ask, each far above what the web app's largest operation needs (a test
 * measures every web operation against them): depth 10 (the app's deepest is 7), cost 5,000 (its
 * costliest 2,103), at most 2,000 tokens to parse (its largest ~256), 10 root fields per query (4),
 * 1 per mutation (each mutation is its own request, so aliases cannot multiply sign-ups or sign-ins), and
 * 20 aliases (2).
 */
const MAX_DEPTH = 10;
export const MAX_COMPLEXITY = 5_000;
export const MAX_TOKENS = 2_000;
const MAX_QUERY_ROOT_FIELDS = 10;
const MAX_MUTATION_ROOT_FIELDS = 1;
const MAX_ALIASES = 20;
/** Selections the cost estimator may visit (fragments are visited once per spread). */
const MAX_COST_NODES = 10_000;
const DEFAULT_PAGE = 20;
const { getComplexity, simpleEstimator } = complexity;

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
}

function fragmentsOf(definitions: readonly { kind: Kind }[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const fragment = definition as FragmentDefinitionNode;
      fragments.set(fragment.name.value, fragment);
    }
  }
  return fragments;
}

/**
 * Depth of the deepest field below a selection set, expanding fragments. Each fragment's depth is
 * computed once (no blow-up from fragments spread many times), and a fragment that spreads itself adds
 * nothing here: graphql's own NoFragmentCycles rule reports the cycle. Introspection fields don't count.
 */
function selectionDepth(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: Map<string, number>,
  open: Set<string>,
): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__') || !selection.selectionSet) continue;
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, memo, open));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, memo, open));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || open.has(name)) continue;
      if (!memo.has(name)) {
        open.add(name);
        memo.set(name, selectionDepth(fragment.selectionSet, fragments, memo, open));
        open.delete(name);
      }
      deepest = Math.max(deepest, memo.get(name)!);
    }
  }
  return deepest;
}

/** The operation's root fields, fragments at the root expanded (each fragment once). */
function rootFieldCount(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, fragments, seen);
    else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      seen.add(fragment.name.value);
      count += rootFieldCount(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/** Refuses operations nested deeper than MAX_DEPTH levels of fields with selections (`{ a { b } }` is depth 1). */
export const depthLimitRule: ValidationRule = (context) => ({
  OperationDefinition(operation: OperationDefinitionNode) {
    const depth = selectionDepth(operation.selectionSet, fragmentsOf(context.getDocument().definitions), new Map(), new Set());
    if (depth > MAX_DEPTH) {
      context.reportError(
        new GraphQLError(`The operation is nested ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`, { nodes: [operation] }),
      );
    }
  },
});

/** Refuses operations with more root fields or aliases than any client needs. */
export const operationShapeRule: ValidationRule = (context) => ({
  Document(document) {
    let aliases = 0;
    const count = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD && selection.alias) aliases += 1;
        if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) count(selection.selectionSet);
      }
    };
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) count(definition.selectionSet);
    }
    if (aliases > MAX_ALIASES)
      context.reportError(new GraphQLError(`The document uses ${aliases} aliases; at most ${MAX_ALIASES} are allowed.`));
  },
  OperationDefinition(operation: OperationDefinitionNode) {
    const limit = operation.operation === 'mutation' ? MAX_MUTATION_ROOT_FIELDS : MAX_QUERY_ROOT_FIELDS;
    const roots = rootFieldCount(operation.selectionSet, fragmentsOf(context.getDocument().definitions), new Set());
    if (roots > limit) {
      const what =
        operation.operation === 'mutation' ? 'Send one mutation per request' : `At most ${limit} fields are allowed at the top of a query`;
      context.reportError(new GraphQLError(`The operation asks for ${roots} top-level fields. ${what}.`, { nodes: [operation] }));
    }
  },
});

/** A connection costs its children once per requested item (first/last, else the default page size). */
const connectionEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!getNamedType(field.type).name.endsWith('Connection')) return undefined;
  const size = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : DEFAULT_PAGE;
  return 1 + childComplexity * Math.max(size, 1);
};

/** The estimated cost of one operation of a document; throws when it cannot be established. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables,
    maxQueryNodes: MAX_COST_NODES,
    estimators: [connectionEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * Refuses operations whose estimated cost exceeds MAX_COMPLEXITY before any resolver runs, and those whose
 * cost cannot be established at all (too many selections to estimate). Only variables that do not fit
 * the operation are left to execution, which refuses them with BAD_USER_INPUT before any resolver runs.
 */
export function complexityLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          let cost: number;
          try {
            cost = estimateCost(schema, document, request.operationName, request.variables);
          } catch (error) {
            const variables = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {});
            if (variables.errors?.length) return;
            throw tooComplex(`The cost of this operation cannot be established (${(error as Error).message}). Ask for less at once.`);
          }
          if (cost > MAX_COMPLEXITY) throw tooComplex(`Query is too complex: ${cost} (at most ${MAX_COMPLEXITY}).`);
        },
      };
    },
  };
}
