import { loginRedirect, type Role } from '@vms/shared';
import { isAlternateBrand } from '../../lib/runtime-config';

/**
 * Where a freshly signed-in user goes.
 * Main brand: the role's home per part A §2 (pilot: the earlier pilot-dashboard path; others: the earlier path).
 * VidPitch brand: "no redirect happens" — there is no role-based redirect. We return to the page the user
 * wanted (the earlier path), else to /assets-listing, the brand's only signed-in page; roles that may not
 * open it then see the 401 page from the guard (DECISIONS.md 22).
 */
export function afterLoginPath(role: Role, isEditorProfileUpdated: boolean, earlierPath: string | null): string {
  if (isAlternateBrand()) {
    return earlierPath && earlierPath !== '/' && earlierPath !== '/login' ? earlierPath : '/assets-listing';
  }
  return loginRedirect(role, isEditorProfileUpdated, earlierPath);
}
