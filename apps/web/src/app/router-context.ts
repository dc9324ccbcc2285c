// What the routes' loaders may use (React Router's context, given to the router by main.tsx): the app's Apollo client,
// so that a page's loader starts its query while the page's chunk still loads.
import { createContext } from 'react-router';
import type { ApolloClient } from '@apollo/client';

export const apolloContext = createContext<ApolloClient>();
