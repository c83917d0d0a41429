import { describe, expect, it } from 'vitest';
import { accountFormState } from '../../src/features/account/form-state.ts';
import { FORM_ERROR_FIELD } from '../../src/features/account/forms.ts';

describe('the /account forms after a refused post', () => {
  const refused = accountFormState({
    kind: 'invalid',
    action: 'vip-conversion',
    errors: { email: 'Email is taken', [FORM_ERROR_FIELD]: 'Not converted' },
    values: { email: 'owl@example.test' },
    supportLink: '/support',
  });

  it('gives the refused form its messages and posted values, and no other form any', () => {
    expect(refused.errorOf('vip-conversion', 'email')).toBe('Email is taken');
    expect(refused.valueOf('vip-conversion', 'email')).toBe('owl@example.test');
    expect(refused.formError('vip-conversion')).toBe('Not converted');
    expect(refused.errorOf('tandem-child', 'email')).toBeUndefined();
    expect(refused.valueOf('tandem-child', 'email')).toBeUndefined();
    expect(refused.formError('tandem-child')).toBeUndefined();
    expect(refused.supportLink).toBe('/support');
  });

  it('describes a field by its message only while it has one', () => {
    expect(refused.described('vip-conversion', 'email')).toEqual({ 'aria-describedby': 'vip-conversion-email-error', 'aria-invalid': 'true' });
    expect(refused.errorIdOf('vip-conversion', 'email')).toBe('vip-conversion-email-error');
    expect(refused.described('vip-conversion', 'password')).toEqual({});
  });

  it('says a refusal of an unknown form above every form, and nothing when nothing was refused', () => {
    expect(accountFormState({ kind: 'invalid', action: null, errors: { [FORM_ERROR_FIELD]: 'Unknown form' }, values: {} }).unknownFormError).toBe('Unknown form');
    const untouched = accountFormState(null);
    expect(untouched.unknownFormError).toBeUndefined();
    expect(untouched.errorOf('display-name', 'displayName')).toBeUndefined();
    expect(untouched.described('display-name', 'displayName')).toEqual({});
  });
});
