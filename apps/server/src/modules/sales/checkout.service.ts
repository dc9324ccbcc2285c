// checkout: the order becomes a project in one transaction.
import type { z } from 'zod';
import type { checkoutSchema } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import type { CheckoutResult } from './order.types.js';

// TODO(helper): implement.
export async function checkout(_s: Services, _viewer: Viewer, _input: z.infer<typeof checkoutSchema>, _origin: string): Promise<CheckoutResult> {
  throw new Error('not implemented');
}
