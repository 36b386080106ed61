import { describe, expect, it } from 'vitest';
import { documentHost } from './documentHost';

describe('the element of the document that holds a node', () => {
  it('is the node itself outside shadow roots, the outermost host inside nested ones, nothing when detached', () => {
    const outer = document.body.appendChild(document.createElement('partner-shell'));
    const element = outer.attachShadow({ mode: 'open' }).appendChild(document.createElement('oyna-betslip'));
    const panel = element.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const plain = document.body.appendChild(document.createElement('div'));
    try {
      expect(documentHost(panel)).toEqual([outer]);
      expect(documentHost(element)).toEqual([outer]);
      expect(documentHost(plain)).toEqual([plain]);
      expect(documentHost(document.createElement('div'))).toEqual([]);
      expect(documentHost(null)).toEqual([]);
    } finally {
      outer.remove();
      plain.remove();
    }
  });
});
