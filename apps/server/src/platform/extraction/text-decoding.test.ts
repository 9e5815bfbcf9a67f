import { describe, expect, it } from 'vitest';
import { decodeText } from './text-decoding.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it('reads UTF-8 and drops its BOM', () => {
    expect(decodeText(utf8('Zażółć gęślą jaźń'))).toEqual({ text: 'Zażółć gęślą jaźń', encoding: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Łódź')]))).toEqual({
      text: 'Łódź',
      encoding: 'utf-8',
    });
  });

  it('falls back to Windows-1250 for bytes that are not UTF-8', () => {
    // "Żółć" in Windows-1250.
    expect(decodeText(Uint8Array.from([0xaf, 0xf3, 0xb3, 0xe6]))).toEqual({
      text: 'Żółć',
      encoding: 'windows-1250',
    });
  });

  it('accepts tabs, line ends and form feeds', () => {
    expect(decodeText(utf8('a\tb\r\nc\fd'))?.text).toBe('a\tb\r\nc\fd');
  });

  it('refuses NUL and other control bytes in either encoding', () => {
    expect(decodeText(utf8('abc\u0000def'))).toBeNull();
    expect(decodeText(Uint8Array.from([0x41, 0x1b, 0x42]))).toBeNull();
    // 0xb9 makes it invalid UTF-8; 0x01 makes it binary in Windows-1250 as well.
    expect(decodeText(Uint8Array.from([0xb9, 0x01]))).toBeNull();
  });

  it('refuses bytes Windows-1250 leaves undefined', () => {
    expect(decodeText(Uint8Array.from([0x41, 0x81, 0x42]))).toBeNull();
  });
});
