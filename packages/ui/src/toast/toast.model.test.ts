import { describe, expect, it } from 'vitest';
import {
  MAX_VISIBLE_TOASTS,
  markLeaving,
  removeToast,
  toastDuration,
  toastRole,
  upsertToast,
  type Toast,
} from './toast.model';

const info = (id: string) => ({ id, kind: 'info' as const, text: `message ${id}` });

function addAll(ids: string[]): Toast[] {
  return ids.reduce<Toast[]>((list, id) => upsertToast(list, info(id)).list, []);
}

describe('toast model', () => {
  it('keeps at most five toasts on screen, sending the oldest away first', () => {
    const list = addAll(['1', '2', '3', '4', '5']);
    const { list: next, evicted } = upsertToast(list, info('6'));
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(evicted).toEqual(['1']);
    expect(next.filter((t) => t.phase === 'shown').map((t) => t.id)).toEqual(['2', '3', '4', '5', '6']);
    expect(next.find((t) => t.id === '1')?.phase).toBe('leaving');
  });

  it('replaces a toast with the same id in place, back on screen', () => {
    const list = markLeaving(addAll(['a', 'b']), ['a']);
    const { list: next } = upsertToast(list, { id: 'a', kind: 'success', text: 'done' });
    expect(next).toEqual([
      { id: 'a', kind: 'success', text: 'done', phase: 'shown' },
      { id: 'b', kind: 'info', text: 'message b', phase: 'shown' },
    ]);
  });

  it('removes a toast for good', () => {
    expect(removeToast(addAll(['a', 'b']), 'a').map((t) => t.id)).toEqual(['b']);
  });

  it('shows loading toasts for 30 s and the others for 4 s', () => {
    expect(toastDuration('loading')).toBe(30000);
    expect(toastDuration('success')).toBe(4000);
    expect(toastDuration('error')).toBe(4000);
  });

  it('announces errors and warnings as alerts, the rest as status', () => {
    expect(toastRole('error')).toBe('alert');
    expect(toastRole('warning')).toBe('alert');
    expect(toastRole('success')).toBe('status');
    expect(toastRole('info')).toBe('status');
    expect(toastRole('loading')).toBe('status');
  });
});
