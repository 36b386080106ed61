import type { OynaClient } from '@oyna/sdk';
import { RoutePath } from '@oyna/sdk/routes';
import type { HostFlows } from '@oyna/ui';

/** The money part of the site's flows: Deposit (in the phone's game bar) leads to the deposit page. */
export function moneyFlows(client: OynaClient): Pick<HostFlows, 'deposit'> {
  return { deposit: () => client.platform.navigate(RoutePath.deposit) };
}
