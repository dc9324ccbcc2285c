import type { RouteObject } from 'react-router';

/**
 * What a web feature declares in its `routes.tsx`: lazily loaded route objects, grouped by where
 * they mount. `app/router.tsx` lists the features and mounts each group in its place, so adding a
 * feature is its folder plus one line there.
 */
export interface FeatureRoutes {
  /** Open to everyone (login, reset pages). */
  public?: RouteObject[];
  /** Behind the role guard, without the staff shell (pages made to be framed). */
  guarded?: RouteObject[];
  /** Behind the role guard, inside the staff shell (header, switcher, user menu). */
  shell?: RouteObject[];
}
