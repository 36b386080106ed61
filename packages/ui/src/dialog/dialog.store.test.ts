import { createElement, forwardRef, lazy, memo } from 'react';
import { describe, expect, it } from 'vitest';
import { createDialogStore, isComponent } from './dialog.store';

function Plain() {
  return null;
}
function Greeting(_: { name: string }) {
  return null;
}

describe('dialog store', () => {
  it('keeps only one dialog open: opening another replaces it', () => {
    const store = createDialogStore();
    store.openDialog(Plain);
    store.openDialog(Greeting, { name: 'Ada' });
    expect(store.$dialog.get()).toMatchObject({ component: Greeting, props: { name: 'Ada' } });
  });

  it('gives every opening a new id, even for the same dialog', () => {
    const store = createDialogStore();
    store.openDialog(Plain);
    const first = store.$dialog.get()?.id;
    store.openDialog(Plain);
    expect(store.$dialog.get()?.id).not.toBe(first);
  });

  it('closes the open dialog', () => {
    const store = createDialogStore();
    store.openDialog(Plain);
    store.closeDialogs();
    expect(store.$dialog.get()).toBeNull();
  });

  it('throws a TypeError for anything that is not a component', () => {
    const store = createDialogStore();
    const open = store.openDialog as (value: unknown) => void;
    expect(() => open(createElement(Plain))).toThrow(TypeError);
    expect(() => open('LoginDialog')).toThrow(/got string/);
    expect(() => open(null)).toThrow(TypeError);
    expect(() => open({})).toThrow(TypeError);
    expect(store.$dialog.get()).toBeNull();
  });

  it('accepts memo, forwardRef and lazy components', () => {
    expect(isComponent(memo(Plain))).toBe(true);
    expect(isComponent(forwardRef(() => null))).toBe(true);
    expect(isComponent(lazy(async () => ({ default: Plain })))).toBe(true);
  });
});
