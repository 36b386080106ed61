import { describe, expect, it } from 'vitest';
import { RecordReader } from './record.reader.ts';

const frame = (text: string) => Buffer.from(text, 'utf8');

describe('RecordReader', () => {
  it('cuts records at 0x1E, across frames and within one', () => {
    const reader = new RecordReader(1024);
    expect(reader.push(frame('{"type":6}\u001e{"proto'))).toEqual({ records: ['{"type":6}'] });
    expect(reader.push(frame('col":"json"}\u001e'))).toEqual({ records: ['{"protocol":"json"}'] });
  });

  it('keeps a Turkish letter split between frames whole', () => {
    const reader = new RecordReader(1024);
    const bytes = frame('"Ğ"\u001e');
    expect(reader.push(bytes.subarray(0, 2))).toEqual({ records: [] });
    expect(reader.push(bytes.subarray(2))).toEqual({ records: ['"Ğ"'] });
  });

  it('refuses a record that grows past the limit without ending, frame after frame', () => {
    const reader = new RecordReader(100);
    expect(reader.push(frame('x'.repeat(60)))).toEqual({ records: [] });
    expect(reader.push(frame('x'.repeat(60)))).toEqual({ tooLarge: true });
  });

  it('refuses a complete record over the limit too', () => {
    expect(new RecordReader(10).push(frame(`${'x'.repeat(11)}\u001e`))).toEqual({ tooLarge: true });
  });
});
