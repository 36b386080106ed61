import type { Bootstrap } from '../bootstrap/bootstrap.schema';
import { siteOption } from '../bootstrap/bootstrap.calc';
import { LiveChatUnavailableError } from './liveChat.errors';

/** The site options the live chat widget reads (spec section 9); the script's address goes beyond the spec. */
export const LiveChatOption = {
  siteId: 'chat-site-id',
  divId: 'chat-div-id',
  scriptUrl: 'chat-script-url',
} as const;

export interface LiveChatConfig {
  siteId: string;
  /** The element the vendor's widget draws into. */
  divId: string;
  /** The vendor's script. */
  scriptUrl: string;
}

/** The live chat the site options provide, or null when any of its options is missing or switched off. */
export function readLiveChatConfig(bootstrap: Pick<Bootstrap, 'siteOptionList'> | null | undefined): LiveChatConfig | null {
  const siteId = siteOption(bootstrap, LiveChatOption.siteId);
  const divId = siteOption(bootstrap, LiveChatOption.divId);
  const scriptUrl = siteOption(bootstrap, LiveChatOption.scriptUrl);
  return siteId && divId && scriptUrl ? { siteId, divId, scriptUrl } : null;
}

/** The part of a `document` the loader uses, so it runs against any DOM and imports none. */
export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

const SCRIPT_ELEMENT_ID = 'oyna-live-chat-script';
const loads = new WeakMap<object, Promise<void>>();

/**
 * Loads the live chat vendor's script once per document, with `data-site-id` and `data-div-id`:
 * only in production (the spec's rule: a developer's machine talks to no chat vendor), and only when
 * called (the first time the player asks for the chat), never with the page.
 */
export function loadLiveChat(config: LiveChatConfig, options: { production: boolean; document: ScriptHost }): Promise<void> {
  const { production, document } = options;
  if (!production) return Promise.reject(new LiveChatUnavailableError('development', 'The live chat loads only in production.'));
  const loading = loads.get(document);
  if (loading) return loading;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ELEMENT_ID;
    script.src = config.scriptUrl;
    script.async = true;
    script.dataset.siteId = config.siteId;
    script.dataset.divId = config.divId;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loads.delete(document);
      (script as { remove?: () => void }).remove?.();
      reject(new LiveChatUnavailableError('failed', `The live chat script did not load (${config.scriptUrl}).`));
    });
    document.head.appendChild(script);
  });
  loads.set(document, load);
  return load;
}
