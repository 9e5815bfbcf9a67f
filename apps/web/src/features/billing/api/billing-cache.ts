import type { QueryClient } from '@tanstack/react-query';
import { reloadCurrentUser } from '../../../lib/current-user.ts';

/**
 * A plan bought, changed or cancelled: every read of the plan, its limits and its invoices starts
 * with 'usage' (the usage page's ['usage', 'subscription'] too); the chat keeps its own figures.
 * The user is read again as well: the guards send a PASTDUE_INVOICE user to the billing page until
 * the cached user says otherwise.
 */
export async function billingChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['usage'] }),
    queryClient.invalidateQueries({ queryKey: ['chat', 'usage'] }),
    reloadCurrentUser(queryClient).catch(() => undefined),
  ]);
}
