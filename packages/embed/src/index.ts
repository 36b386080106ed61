import { defineElement } from './elements/defineElement';
import { ELEMENTS } from './elements/definitions';

export { Oyna, OynaPlayerError } from './oyna';
export type { OynaPlayer } from './state';
export type { OynaBetslipReadout, OynaSessionReadout, OynaSlipPick } from './readout';
export { OynaConfigError } from './config';
export type { OynaEmbedOptions, OynaGameOpening, OynaThemeName } from './config';
export type { OynaElementAttributes } from './elements/elements.types';
export type {
  OynaBetPlacedDetail,
  OynaBetslipChangedDetail,
  OynaEventDetail,
  OynaEventMap,
  OynaEventName,
  OynaGameDetail,
  OynaLoginRequestedDetail,
  OynaRouteRequestedDetail,
  OynaSessionChangedDetail,
} from './events';

// Importing the package defines every element; each loads its code when first put on the page.
if (typeof customElements !== 'undefined') for (const definition of ELEMENTS) defineElement(definition);
