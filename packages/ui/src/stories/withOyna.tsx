import type { Decorator } from '@storybook/react';
import { useEffect, useMemo } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';
import { DialogHost } from '../dialogHost/DialogHost';
import { createDemoClient, type DemoClientOptions } from '../fixtures/demoClient';
import { OynaProvider } from '../provider/OynaProvider';
import { OynaRoot } from '../theme/OynaRoot';
import { Toaster } from '../toast/Toaster';
import * as css from './stories.css';

/** Per-story settings under `parameters.oyna`. */
export interface OynaStoryParameters extends DemoClientOptions {
  /** Render the shared `<DialogHost>` and `<Toaster>` around the story. @default true */
  hosts?: boolean;
  /** Components for the story's own dialog names. */
  dialogs?: DialogRegistry;
}

/**
 * Gives every story its own demo client (guest unless `parameters.oyna.user` is set), the theme and
 * the shared dialog and toast hosts, the way a page composes them.
 */
export const withOyna: Decorator = (Story, context) => {
  const { hosts = true, dialogs, ...options } = (context.parameters.oyna ?? {}) as OynaStoryParameters;
  const key = JSON.stringify(options);
  // The serialised options are the identity: a story re-rendered with the same settings keeps its client.
  const demo = useMemo(() => createDemoClient(options), [key]);
  useEffect(() => () => demo.dispose(), [demo]);
  return (
    <OynaProvider client={demo.client}>
      <OynaRoot className={css.canvas}>
        <Story />
        {hosts ? (
          <>
            <DialogHost registry={dialogs} />
            <Toaster />
          </>
        ) : null}
      </OynaRoot>
    </OynaProvider>
  );
};
