/**
 * unpdf's pdf.js build targets Node 22 and polyfills most of what older runtimes lack, but not
 * `ArrayBuffer.prototype.transferToFixedLength` (Node 21+). On Node 20 pdf.js then silently skips
 * every font while rendering, so a page with a few words over a scan would be OCR'd without its
 * text. The copy below has the same result for pdf.js, which never touches the old buffer again.
 * Installed only when missing, as unpdf does with its own polyfills.
 */
export function ensurePdfjsRuntime(): void {
  if ('transferToFixedLength' in ArrayBuffer.prototype) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, newLength: number = this.byteLength) {
      const copy = new ArrayBuffer(newLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(newLength, this.byteLength)));
      return copy;
    },
  });
}
