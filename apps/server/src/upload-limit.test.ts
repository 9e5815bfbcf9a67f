import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './app.ts';

const MB = 1024 * 1024;

describe('upload size gate', () => {
  it('lets JSON requests and multipart within the limit through', () => {
    expect(uploadRefusal({ 'content-type': 'application/json' }, 25 * MB)).toBeNull();
    expect(
      uploadRefusal(
        { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(25 * MB) },
        25 * MB,
      ),
    ).toBeNull();
  });

  it('refuses multipart over the limit with 413 and a Polish message', () => {
    const refusal = uploadRefusal(
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(27 * MB) },
      25 * MB,
    );
    expect(refusal?.status).toBe(413);
    expect(refusal?.body.errors[0]).toEqual({
      message: 'Plik jest za duży. Można przesłać najwyżej 25 MB.',
      extensions: { code: 'FILE_TOO_LARGE' },
    });
  });

  it('refuses multipart of unknown length', () => {
    expect(uploadRefusal({ 'content-type': 'multipart/form-data; boundary=x' }, 25 * MB)?.status).toBe(411);
  });
});
