// The limits every GraphQL operation goes through, on HTTP and on graphql-ws alike (security #21 findings 3, 4, 14):
// both transports run the same envelop (yoga.getEnveloped), so a validation rule or an execute hook here holds for both.
//
// - introspection: answered only with NODE_ENV=development (a validation rule, not Yoga's per-HTTP-request plugin,
//   which never saw graphql-ws operations);
// - depth and aliases (graphql-armor), counting introspection fields too;
// - cost: every field costs 1 plus its selection, and a list argument (`limit`, `first`, `last`) multiplies the cost of
//   its selection by the number of rows asked for (the variable's value, else the argument's default, else PAGE_SIZE;
//   at most PAGE_MAX);
// - strings: no String literal or variable longer than GRAPHQL_STRING_MAX or holding a NUL byte reaches a resolver.
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getNamedType,
  isObjectType,
  isInterfaceType,
  valueFromASTUntyped,
  visit,
  BREAK,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { GRAPHQL_STRING_MAX, NUL_MESSAGE, PAGE_SIZE, hasNul } from '@vms/shared';

export const MAX_DEPTH = 12;
export const MAX_ALIASES = 20;
/**
 * Two full pages of 100 search results. PGlite runs queries on the event loop's thread, so the rows one request may ask
 * for are what keeps /healthz answering; every screen of the web app stays under it (limits.test.ts checks them all).
 */
export const MAX_COST = 5_000;
const LIST_ARGUMENTS = ['limit', 'first', 'last'];
/** The largest page the list operations accept (the custom-images gallery's 500 is counted as 100). */
const PAGE_MAX = 100;

export const tooCostly = (cost: number) =>
  new GraphQLError(`Query is too expensive (cost ${cost}, limit ${MAX_COST}). Ask for fewer rows or fields.`, {
    extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: MAX_COST },
  });

/** The cost of an operation with its variables (see the header); fragments are expanded, cycles count once. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const vars = variables ?? {};
  const variableDefaults = new Map(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      v.defaultValue ? valueFromASTUntyped(v.defaultValue) : undefined,
    ]),
  );

  const selectionCost = (set: SelectionSetNode, parent: GraphQLNamedType | null | undefined, seen: Set<string>): number => {
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : undefined;
        const def = fields?.[sel.name.value];
        let multiplier = 1;
        const listArg = def?.args.find((a) => LIST_ARGUMENTS.includes(a.name));
        if (listArg) {
          const node = sel.arguments?.find((a) => a.name.value === listArg.name);
          let value: unknown = listArg.defaultValue ?? PAGE_SIZE;
          if (node?.value.kind === Kind.VARIABLE) {
            const name = node.value.name.value;
            value = vars[name] ?? variableDefaults.get(name) ?? value;
          } else if (node) value = valueFromASTUntyped(node.value, vars);
          const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : PAGE_SIZE;
          // Above PAGE_MAX the operation's own input rule answers (every list but the images gallery refuses it with
          // its message); counting it here would hide that message behind a cost error.
          multiplier = Math.min(Math.max(1, n), PAGE_MAX);
        }
        const child = sel.selectionSet ? selectionCost(sel.selectionSet, def ? getNamedType(def.type) : undefined, seen) : 0;
        cost += (1 + child) * multiplier;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        cost += selectionCost(sel.selectionSet, type, seen);
      } else {
        const fragment = fragments.get(sel.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const next = new Set(seen).add(fragment.name.value);
        cost += selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), next);
      }
      if (cost > Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
    }
    return cost;
  };
  return selectionCost(operation.selectionSet, root, new Set());
}

/** The first String literal or variable value that is too long or holds a NUL byte, as a BAD_USER_INPUT error. */
export function badString(document: DocumentNode, variables: unknown): GraphQLError | null {
  const check = (s: string) => {
    if (s.length > GRAPHQL_STRING_MAX) return `Text is too long (at most ${GRAPHQL_STRING_MAX} characters)`;
    if (hasNul(s)) return NUL_MESSAGE;
    return null;
  };
  const walk = (v: unknown, depth: number): string | null => {
    if (typeof v === 'string') return check(v);
    if (depth > 20 || v === null || typeof v !== 'object') return null;
    for (const item of Array.isArray(v) ? v : Object.values(v)) {
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  const problem = walk(variables, 0) ?? literalProblem(document, check);
  return problem ? new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } }) : null;
}

/** A document's literals are checked once: Yoga's parser cache hands the same document to every request of its text. */
const literalProblems = new WeakMap<DocumentNode, string | null>();
function literalProblem(document: DocumentNode, check: (s: string) => string | null): string | null {
  let problem = literalProblems.get(document);
  if (problem === undefined) {
    problem = null;
    visit(document, {
      StringValue(node) {
        problem = check(node.value);
        return problem ? BREAK : undefined;
      },
    });
    literalProblems.set(document, problem);
  }
  return problem;
}

interface LimitedArgs {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
}

function refusal(args: LimitedArgs): GraphQLError | null {
  const strings = badString(args.document, args.variableValues);
  if (strings) return strings;
  const operations = args.document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = args.operationName ? operations.find((o) => o.name?.value === args.operationName) : operations[0];
  if (!operation) return null; // graphql-js answers an unknown operation name itself
  const cost = operationCost(args.schema, args.document, operation, args.variableValues);
  return cost > MAX_COST ? tooCostly(cost) : null;
}

/** The cost and string checks, which need the variables and so run at execute/subscribe time. */
function useCostAndStringLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = refusal(args as LimitedArgs);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = refusal(args as LimitedArgs);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** Introspection refused by a validation rule, so graphql-ws (which has no HTTP request) is covered too. */
function useIntrospectionOnlyInDevelopment(isDevelopment: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      if (!isDevelopment) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

const report = {
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(err)],
};

export function limitPlugins(isDevelopment: boolean): Plugin[] {
  return [
    useIntrospectionOnlyInDevelopment(isDevelopment),
    // Reported as validation errors rather than thrown, so graphql-ws answers them like HTTP instead of closing 4500.
    // Introspection fields count toward the depth, except in development where the standard introspection query
    // (GraphiQL, codegen) is 15 deep; there the 20-alias cap and the cost still bound it.
    maxDepthPlugin({ n: MAX_DEPTH, ignoreIntrospection: isDevelopment, flattenFragments: true, ...report }) as Plugin,
    maxAliasesPlugin({ n: MAX_ALIASES, ...report }) as Plugin,
    useCostAndStringLimits(),
  ];
}
