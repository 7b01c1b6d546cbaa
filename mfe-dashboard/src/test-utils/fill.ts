import { act, fireEvent } from '@testing-library/react';

/**
 * Sets a text field's value in one change event. Typing character by character into Formik's
 * controlled inputs is slow in jsdom and can interleave with re-renders.
 */
export async function fill(element: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
  await act(async () => {
    fireEvent.blur(element);
  });
}
