/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signUp(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n  ) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    status\n    message\n  }\n}\n\nquery CheckResetLinkExpiration($email: String!, $token: String!) {\n  checkResetLinkExpiration(email: $email, token: $token) {\n    status\n  }\n}\n\nmutation ResetPassword($email: String!, $password: String!, $token: String!) {\n  resetPassword(email: $email, password: $password, token: $token) {\n    status\n    message\n  }\n}\n\nquery Me {\n  me {\n    id\n    email\n    name\n    firstName\n    lastName\n    role\n    roleLabel\n    photo\n    isEditorProfileUpdated\n  }\n}": typeof types.LoginDocument,
    "query MyDashboard {\n  myDashboard {\n    countsTitle\n    counts {\n      label\n      count\n    }\n    nextUp {\n      id\n      title\n      detail\n      href\n      at\n    }\n    recentActivity {\n      id\n      title\n      detail\n      href\n      at\n    }\n  }\n}": typeof types.MyDashboardDocument,
};
const documents: Documents = {
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signUp(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n  ) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    status\n    message\n  }\n}\n\nquery CheckResetLinkExpiration($email: String!, $token: String!) {\n  checkResetLinkExpiration(email: $email, token: $token) {\n    status\n  }\n}\n\nmutation ResetPassword($email: String!, $password: String!, $token: String!) {\n  resetPassword(email: $email, password: $password, token: $token) {\n    status\n    message\n  }\n}\n\nquery Me {\n  me {\n    id\n    email\n    name\n    firstName\n    lastName\n    role\n    roleLabel\n    photo\n    isEditorProfileUpdated\n  }\n}": types.LoginDocument,
    "query MyDashboard {\n  myDashboard {\n    countsTitle\n    counts {\n      label\n      count\n    }\n    nextUp {\n      id\n      title\n      detail\n      href\n      at\n    }\n    recentActivity {\n      id\n      title\n      detail\n      href\n      at\n    }\n  }\n}": types.MyDashboardDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signUp(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n  ) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    status\n    message\n  }\n}\n\nquery CheckResetLinkExpiration($email: String!, $token: String!) {\n  checkResetLinkExpiration(email: $email, token: $token) {\n    status\n  }\n}\n\nmutation ResetPassword($email: String!, $password: String!, $token: String!) {\n  resetPassword(email: $email, password: $password, token: $token) {\n    status\n    message\n  }\n}\n\nquery Me {\n  me {\n    id\n    email\n    name\n    firstName\n    lastName\n    role\n    roleLabel\n    photo\n    isEditorProfileUpdated\n  }\n}"): (typeof documents)["mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signUp(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n  ) {\n    token\n    role\n    isEditorProfileUpdated\n    userId\n    photo\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    status\n    message\n  }\n}\n\nquery CheckResetLinkExpiration($email: String!, $token: String!) {\n  checkResetLinkExpiration(email: $email, token: $token) {\n    status\n  }\n}\n\nmutation ResetPassword($email: String!, $password: String!, $token: String!) {\n  resetPassword(email: $email, password: $password, token: $token) {\n    status\n    message\n  }\n}\n\nquery Me {\n  me {\n    id\n    email\n    name\n    firstName\n    lastName\n    role\n    roleLabel\n    photo\n    isEditorProfileUpdated\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDashboard {\n  myDashboard {\n    countsTitle\n    counts {\n      label\n      count\n    }\n    nextUp {\n      id\n      title\n      detail\n      href\n      at\n    }\n    recentActivity {\n      id\n      title\n      detail\n      href\n      at\n    }\n  }\n}"): (typeof documents)["query MyDashboard {\n  myDashboard {\n    countsTitle\n    counts {\n      label\n      count\n    }\n    nextUp {\n      id\n      title\n      detail\n      href\n      at\n    }\n    recentActivity {\n      id\n      title\n      detail\n      href\n      at\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;