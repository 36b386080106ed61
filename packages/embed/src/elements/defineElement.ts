import type { Connection } from '../runtime/runtime';
import type { ElementDefinition } from './definitions';
import { preloadElement } from './preload';

/** Attributes every element observes. */
const SHARED_ATTRIBUTES = ['theme'];

/**
 * Registers `definition.tag` (once; a second copy of the script on the page changes nothing). The
 * element loads the shared runtime and its own chunk when first connected, re-renders when an
 * observed attribute changes and gives everything back when removed.
 */
export function defineElement(definition: ElementDefinition, registry: CustomElementRegistry = customElements): void {
  if (registry.get(definition.tag)) return;
  registry.define(
    definition.tag,
    class extends HTMLElement {
      static observedAttributes = [...SHARED_ATTRIBUTES, ...definition.attributes];
      #connection: Connection | null = null;
      // Each connect and disconnect moves it on: a load that finishes after the element left is dropped.
      #generation = 0;

      connectedCallback() {
        const generation = ++this.#generation;
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        preloadElement(definition.tag);
        Promise.all([import('../runtime/runtime'), definition.load()])
          .then(([runtime, widget]) => runtime.connect(this, shadow, widget.default, { inline: definition.inline ?? false }))
          .then((connection) => {
            if (generation === this.#generation) this.#connection = connection;
            else connection.disconnect();
          })
          .catch((error: unknown) => console.error(`<${definition.tag}> could not start`, error));
      }

      disconnectedCallback() {
        this.#generation++;
        this.#connection?.disconnect();
        this.#connection = null;
      }

      attributeChangedCallback() {
        this.#connection?.update();
      }
    },
  );
}
