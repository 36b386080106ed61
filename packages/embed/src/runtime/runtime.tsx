import { useStore } from '@nanostores/react';
import { createOyna, type OynaClient } from '@oyna/sdk';
import { StorageKey } from '@oyna/sdk/platform';
import { startOyna } from '@oyna/sdk/start';
import { DialogHost, OynaProvider, OynaRoot, type OynaNavigation, SessionExpiredNotice, Toaster, closeDialogs, dialogs, toast, toastError } from '@oyna/ui';
import { atom } from 'nanostores';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ElementModule } from '../elements/definitions';
import { $options, $player, type OynaPlayer } from '../state';
import { themeClass, themeCss } from '../theme/themeSheet';
import { ElementContext } from './elementContext';
import { embedCss } from './embedStyles';
import { followHost, hostNavigation } from './hostBridge';
import { LoginGate } from './LoginGate';
import { followReadout } from './readout';
import { widgetSheet } from './widgetStyles';

/** An element's hold on the runtime. */
export interface Connection {
  /** Renders again with the element's current attributes. */
  update(): void;
  /** Unmounts the element's widget; the last one to go stops the client (hubs, timers, listeners). */
  disconnect(): void;
}

/** A link of the widgets to one of the operator's pages (relative, so it resolves on the partner's origin). */
function followLink(event: MouseEvent, navigate: (path: string) => void) {
  const link = (event.target as Element).closest?.('a[href]');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || href.startsWith('//') || event.defaultPrevented) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.getAttribute('target') === '_blank') return;
  event.preventDefault();
  navigate(href);
}

interface Running {
  /** Each start has its own: the widgets start afresh on a new client. */
  id: number;
  client: OynaClient;
  flows: ReturnType<typeof hostNavigation>['flows'];
  /** Every page a widget leads to becomes a host event (a game: the configured way to open it). */
  navigation: OynaNavigation;
  navigate: (path: string) => void;
  stop: () => void;
}

const DIALOGS = { login: LoginGate };

const connected: HTMLElement[] = [];
/** The element the player used last: dialogs and toasts show in it, host events start from it. */
const $active = atom<HTMLElement | null>(null);
const $running = atom<Running | null>(null);
const activeElement = () => $active.get() ?? connected[0] ?? null;

function handOver(client: OynaClient, player: OynaPlayer | null | undefined) {
  if (player === undefined) return;
  if (player === null) return client.setAuth(null);
  // Through storage, so the SDK's own schema checks it like any stored login.
  client.storage.writeJson(StorageKey.authData, player);
  client.reloadFromStorage();
  if (client.$auth.get()?.token !== player.token) {
    client.storage.remove(StorageKey.authData);
    toastError(new Error('Oyna.player: the login handed over is not one the SDK accepts.'));
  }
}

let starts = 0;
function start(): Running {
  const options = $options.get();
  const navigation = hostNavigation(options, activeElement);
  const client = createOyna({
    apiBase: options.apiBase,
    sbApiBase: options.sbApiBase,
    hubBase: options.hubBase,
    locale: options.locale,
    trustedOrigins: [...options.trustedOrigins],
    storagePrefix: options.storagePrefix,
    platform: { navigate: navigation.navigate },
  });
  handOver(client, $player.get());
  const stops = [$player.listen((player) => handOver(client, player)), followHost(client, activeElement), followReadout(client, activeElement)];
  startOyna(client).catch((error: unknown) => toastError(error));
  return {
    id: ++starts,
    client,
    flows: navigation.flows,
    navigation: { navigate: navigation.navigate },
    navigate: navigation.navigate,
    stop() {
      stops.forEach((stop) => stop());
      client.dispose();
    },
  };
}

function stop() {
  $running.get()?.stop();
  $running.set(null);
  closeDialogs();
  toast.clear();
}

// A later `Oyna.configure` starts the runtime again for the elements on the page.
$options.listen(() => {
  if (!$running.get()) return;
  stop();
  $running.set(start());
});

let sheets: CSSStyleSheet[] | null = null;
/** The widgets' rules (growing as chunks load), the theme's variables, the embed's own controls. */
function adoptedSheets(): CSSStyleSheet[] {
  sheets ??= [
    widgetSheet(),
    ...[themeCss(), embedCss()].map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    }),
  ];
  return sheets;
}

const attributesOf = (element: HTMLElement) => Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

function ElementTree({ element, Widget, inline }: { element: HTMLElement; Widget: ElementModule['default']; inline: boolean }) {
  const running = useStore($running);
  const options = useStore($options);
  const active = useStore($active) === element;
  if (!running) return null;
  const attributes = attributesOf(element);
  const theme = attributes.theme === 'light' || attributes.theme === 'dark' ? attributes.theme : options.theme;
  return (
    <OynaProvider key={running.id} client={running.client} flows={running.flows} navigation={running.navigation}>
      <ElementContext.Provider value={element}>
        <OynaRoot theme={themeClass(theme)} className={inline ? 'oyna-embed-inline' : 'oyna-embed-frame'}>
          {/* Links to the operator's pages would lead nowhere on the partner's origin. */}
          <div onClick={(event) => followLink(event.nativeEvent, running.navigate)}>
            <Widget attributes={attributes} />
          </div>
          {active ? (
            <>
              <SessionExpiredNotice />
              <Toaster />
              <DialogHost registry={DIALOGS} />
            </>
          ) : null}
        </OynaRoot>
      </ElementContext.Provider>
    </OynaProvider>
  );
}

/** Mounts `Widget` in the element's shadow root on the page's one runtime. */
export async function connect(
  element: HTMLElement,
  shadow: ShadowRoot,
  Widget: ComponentType<{ attributes: Readonly<Record<string, string>> }>,
  { inline }: { inline: boolean },
): Promise<Connection> {
  shadow.adoptedStyleSheets = adoptedSheets();
  const container = document.createElement('div');
  shadow.append(container);
  connected.push(element);
  if (!$running.get()) $running.set(start());
  if (!$active.get()) $active.set(element);
  // Dialogs and toasts move to the element the player turns to, unless a dialog is open.
  const activate = () => {
    if ($active.get() !== element && dialogs.$dialog.get() === null) $active.set(element);
  };
  const events = ['pointerdown', 'focusin', 'keydown'] as const;
  for (const name of events) element.addEventListener(name, activate, true);
  const root = createRoot(container);
  const render = () => root.render(<ElementTree element={element} Widget={Widget} inline={inline} />);
  render();
  return {
    update: render,
    disconnect() {
      for (const name of events) element.removeEventListener(name, activate, true);
      root.unmount();
      container.remove();
      connected.splice(connected.indexOf(element), 1);
      if ($active.get() === element) $active.set(connected[0] ?? null);
      if (connected.length === 0) stop();
    },
  };
}
