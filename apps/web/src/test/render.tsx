// Test helpers: render routes in a memory router with Mantine and a mocked Apollo link.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { TOKEN_KEY, type Role } from '@vms/shared';
import { UiProviders } from '../app/providers';

export function renderRoutes(routes: RouteObject[], path: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MockedProvider mocks={mocks}>
      <UiProviders env="test">
        <RouterProvider router={router} />
      </UiProviders>
    </MockedProvider>,
  );
  return { ...result, router };
}

export function renderUi(ui: ReactElement, mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes([{ path: '*', element: ui }], '/', mocks);
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token (the client never verifies signatures). */
export function makeToken(role: Role, expiresInS: number, email = 'someone@vms.test'): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${base64Url({ alg: 'HS256' })}.${base64Url({ role, exp, data: { email } })}.signature`;
}

export function storeSession(role: Role, expiresInS = 3600, extra: { isEditorProfileUpdated?: boolean } = {}) {
  const token = makeToken(role, expiresInS);
  localStorage.setItem(
    TOKEN_KEY,
    JSON.stringify({ token, role, isEditorProfileUpdated: extra.isEditorProfileUpdated ?? false, userId: 'u1', photo: null }),
  );
  return token;
}
