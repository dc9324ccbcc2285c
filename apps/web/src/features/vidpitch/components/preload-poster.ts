// The poster is the public pages' largest picture: asked for first, beside the page's styles (React's preload; on a
// page the server draws it is a link in the HTML, docs/adr/0023).
import { preload } from 'react-dom';

export function preloadPoster(href: string | null | undefined) {
  if (href) preload(href, { as: 'image', fetchPriority: 'high' });
}
