import { bindField, fieldErrorOf } from '../form-field-binding';
import type { BindableForm } from '../form-field-binding';

interface Values {
  email: string;
}

const form = (state: Partial<BindableForm<Values>>): BindableForm<Values> => ({
  values: { email: 'a@' },
  touched: {},
  errors: { email: 'Format email tidak valid' },
  submitCount: 0,
  handleChange: () => undefined,
  handleBlur: () => undefined,
  ...state,
});

describe('a form field binding', () => {
  it('keeps the message back while the person types into a field the first time', () => {
    expect(fieldErrorOf(form({}), 'email')).toBeUndefined();
    expect(bindField(form({}), 'email', 'Alamat email Anda')).toMatchObject({
      name: 'email',
      value: 'a@',
      error: false,
      helperText: 'Alamat email Anda',
    });
  });

  it('shows it in place of the hint once the field was left or the form submitted', () => {
    for (const state of [{ touched: { email: true } }, { submitCount: 1 }]) {
      expect(bindField(form(state), 'email', 'Alamat email Anda')).toMatchObject({
        error: true,
        helperText: 'Format email tidak valid',
      });
    }
  });

  it('shows the hint when the field is fine', () => {
    const fine = form({ errors: {}, submitCount: 2 });
    expect(bindField(fine, 'email', 'Alamat email Anda')).toMatchObject({
      error: false,
      helperText: 'Alamat email Anda',
    });
  });
});
