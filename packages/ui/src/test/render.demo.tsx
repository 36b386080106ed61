import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { OynaClient } from '@oyna/sdk';
import { createDemoClient, type DemoClient, type DemoClientOptions } from '../fixtures/demoClient';
import type { HostFlows } from '../host/host.flows';
import { OynaProvider } from '../provider/OynaProvider';
import { OynaRoot } from '../theme/OynaRoot';

export interface RenderWithDemoApiResult extends RenderResult {
  user: UserEvent;
  client: OynaClient;
  /** The demo client, unless a client was passed in. */
  demo: DemoClient | null;
}

/** Being replaced by `renderWithDemoApi` on the sandbox: renders a widget on the in-memory demo API, inside `<OynaProvider>` and `<OynaRoot>`. */
export function renderWithDemoApi(
  ui: ReactElement,
  options: DemoClientOptions & { client?: OynaClient; flows?: HostFlows } = {},
): RenderWithDemoApiResult {
  const demo = options.client ? null : createDemoClient(options);
  const client = options.client ?? demo!.client;
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <OynaProvider client={client} flows={options.flows}>
        <OynaRoot>{children}</OynaRoot>
      </OynaProvider>
    ),
  });
  return { ...result, user, client, demo };
}
