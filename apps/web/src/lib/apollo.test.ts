import { describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { ROLES, TOKEN_KEY } from '@vms/shared';
import { LoginDocument, MeDocument } from '../gql/graphql';
import { storeSession } from '../test/render';
import { createAuthErrorLink } from './apollo';
import { EARLIER_PATH_KEY } from './auth-storage';

const unauthenticated = new ApolloLink(
  () =>
    new Observable((observer) => {
      observer.next({ errors: [new GraphQLError('Please log in again.', { extensions: { code: 'UNAUTHENTICATED' } })] });
      observer.complete();
    }),
);

function client(onUnauthenticated: () => void) {
  return new ApolloClient({
    link: ApolloLink.from([createAuthErrorLink(onUnauthenticated), unauthenticated]),
    cache: new InMemoryCache(),
  });
}

describe('auth error link', () => {
  it('ends an expired session and returns to /login', async () => {
    storeSession(ROLES.ADMIN);
    window.history.pushState({}, '', '/dashboard');
    const onUnauthenticated = vi.fn();
    await expect(client(onUnauthenticated).query({ query: MeDocument })).rejects.toThrow('Please log in again.');
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(EARLIER_PATH_KEY)).toBe('/dashboard');
  });

  it('leaves public operations such as login alone', async () => {
    storeSession(ROLES.ADMIN);
    const onUnauthenticated = vi.fn();
    await expect(
      client(onUnauthenticated).mutate({ mutation: LoginDocument, variables: { email: 'a@vms.test', password: 'x' } }),
    ).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });
});
