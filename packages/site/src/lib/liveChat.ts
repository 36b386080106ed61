import { bootstrapOf } from '@oyna/sdk/bootstrap';
import { readLiveChatConfig, loadLiveChat } from '@oyna/sdk/content';
import type { OynaClient } from '@oyna/sdk';
import { toastError } from '@oyna/ui';

/** What the chat vendor's script offers the page (the sandbox's demo chat speaks it too). */
interface ChatWidget {
  toggle(): void;
}

declare global {
  interface Window {
    OynaChat?: ChatWidget;
  }
}

/**
 * The header's and the menu's Live Chat: toggles the vendor's chat panel, loading its script the
 * first time it is asked for. Offered only in production (the spec's rule; a developer's machine
 * loads no chat vendor) and when the site options name the chat; otherwise neither control shows.
 */
export function liveChatFlow(client: OynaClient, production = import.meta.env.PROD): (() => void) | undefined {
  const config = readLiveChatConfig(bootstrapOf(client).$bootstrap.get());
  if (!production || !config) return undefined;
  return () => {
    loadLiveChat(config, { production, document })
      .then(() => window.OynaChat?.toggle())
      .catch((error: unknown) => toastError(error));
  };
}
