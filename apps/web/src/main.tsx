import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { appRoutes } from './app/router';
import { vidpitchRoutes } from './app/vidpitch-router';
import { createApolloClient } from './lib/apollo';
import { isAlternateBrand } from './lib/runtime-config';

// One index.html for every page: React renders the app into it. Each route's page is a chunk of its own (`lazy`).
const router = createBrowserRouter(isAlternateBrand() ? vidpitchRoutes : appRoutes);
const client = createApolloClient({ onUnauthenticated: () => void router.navigate('/login', { replace: true }) });
createRoot(document.getElementById('root')!).render(<App client={client} router={router} />);
