// Well-typed sample calls of the schema's root fields, for the tests that walk every operation.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { schema } from '../graphql/schema.js';

export type RootKind = 'query' | 'mutation' | 'subscription';

const roots = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;

/** Every Query, Mutation and Subscription field. */
export const rootFields = roots.flatMap(([kind, type]) =>
  type ? Object.values(type.getFields()).map((field) => ({ kind: kind as RootKind, field })) : [],
);

/** A value of the right GraphQL type, so that a call passes validation and reaches the authorisation check. */
export function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{${required.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')}}`;
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'false';
    case 'ID':
      return '"00000000-0000-0000-0000-000000000000"';
    default:
      return '"x"';
  }
}

/** The field called with sample arguments; `given` replaces the sample of the arguments it names (as GraphQL literals). */
export function operationFor(kind: string, field: GraphQLField<unknown, unknown>, given: Record<string, string> = {}): string {
  const args = field.args.length ? `(${field.args.map((a) => `${a.name}: ${given[a.name] ?? sample(a.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${args}${selection} }`;
}
