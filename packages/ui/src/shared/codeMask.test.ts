import { maskitoTransform } from '@maskito/core';
import { PHONE_CODE_MASK_DIALOG, PHONE_CODE_MASK_PAGE } from '@oyna/sdk/forms';
import { describe, expect, it } from 'vitest';
import { codeDigits, codeMaskOptions, codeShown } from './codeMask';

describe('code masks', () => {
  it('groups the digits as the dialog and the page write them', () => {
    expect(maskitoTransform('123456', codeMaskOptions(PHONE_CODE_MASK_DIALOG))).toBe('12-34-56');
    expect(maskitoTransform('123456', codeMaskOptions(PHONE_CODE_MASK_PAGE))).toBe('123-456');
  });

  it('keeps digits only, and no more than the mask holds', () => {
    expect(maskitoTransform('1a2b3c4d5e6f7', codeMaskOptions(PHONE_CODE_MASK_DIALOG))).toBe('12-34-56');
  });

  it('hands the form the digits and shows them back the same way', () => {
    expect(codeDigits('12-34-56')).toBe('123456');
    expect(codeShown('123456', PHONE_CODE_MASK_DIALOG)).toBe('12-34-56');
    expect(codeShown('1234', PHONE_CODE_MASK_PAGE)).toBe('123-4');
    expect(codeShown('', PHONE_CODE_MASK_PAGE)).toBe('');
  });
});
