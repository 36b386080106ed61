import { describe, expect, it } from 'vitest';
import { LiveChatUnavailableError } from './liveChat.errors';
import { readLiveChatConfig, loadLiveChat, type ScriptHost } from './liveChat.task';

const options = (entries: [string, string, boolean?][]) => ({
  siteOptionList: entries.map(([key, value, status = true]) => ({ key, value, status })),
});
const CONFIG = { siteId: '18734022', divId: 'oyna-live-chat', scriptUrl: '/api/cms/chat/widget.js' };

/** A document's head at the boundary: it records the scripts added and lets the test say how they loaded. */
function fakeDocument() {
  const scripts: (HTMLScriptElement & { fire(type: 'load' | 'error'): void })[] = [];
  const document: ScriptHost = {
    createElement: () => {
      const listeners = new Map<string, () => void>();
      const script = {
        dataset: {} as Record<string, string>,
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        remove: () => scripts.splice(scripts.indexOf(script as never), 1),
        fire: (type: string) => listeners.get(type)?.(),
      };
      return script as unknown as HTMLScriptElement;
    },
    head: { appendChild: (node) => scripts.push(node as never) },
  };
  return { document, scripts };
}

describe('liveChatConfig', () => {
  it('needs the site id, the div id and the script, each switched on', () => {
    const all: [string, string][] = [['chat-site-id', CONFIG.siteId], ['chat-div-id', CONFIG.divId], ['chat-script-url', CONFIG.scriptUrl]];
    expect(readLiveChatConfig(options(all))).toEqual(CONFIG);
    expect(readLiveChatConfig(options(all.slice(1)))).toBeNull();
    expect(readLiveChatConfig(options([...all.slice(0, 2), ['chat-script-url', CONFIG.scriptUrl, false]]))).toBeNull();
    expect(readLiveChatConfig(null)).toBeNull();
  });
});

describe('loadLiveChat', () => {
  it('loads nothing outside production', async () => {
    const { document, scripts } = fakeDocument();
    await expect(loadLiveChat(CONFIG, { production: false, document })).rejects.toMatchObject({ name: 'LiveChatUnavailableError', reason: 'development' });
    expect(scripts).toHaveLength(0);
  });

  it('adds the vendor’s script once, with the site and div ids', async () => {
    const { document, scripts } = fakeDocument();
    const first = loadLiveChat(CONFIG, { production: true, document });
    const second = loadLiveChat(CONFIG, { production: true, document });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: CONFIG.scriptUrl, async: true, dataset: { siteId: CONFIG.siteId, divId: CONFIG.divId } });
    scripts[0]!.fire('load');
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('tries again after a failed load', async () => {
    const { document, scripts } = fakeDocument();
    const failed = loadLiveChat(CONFIG, { production: true, document });
    scripts[0]!.fire('error');
    await expect(failed).rejects.toBeInstanceOf(LiveChatUnavailableError);
    expect(scripts).toHaveLength(0);
    const retry = loadLiveChat(CONFIG, { production: true, document });
    expect(scripts).toHaveLength(1);
    scripts[0]!.fire('load');
    await expect(retry).resolves.toBeUndefined();
  });
});
