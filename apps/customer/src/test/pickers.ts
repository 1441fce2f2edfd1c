import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A searchable select's input by its label (its listbox carries the same label). */
export const selectInput = (label: RegExp): HTMLElement =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLElement;

/** Opens the select labelled `label` and clicks its option named `name` (in its own list). */
export async function chooseOption(user: UserEvent, label: RegExp, name: string): Promise<void> {
  const input = selectInput(label);
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') as string) as HTMLElement;
  await user.click(await within(list).findByRole('option', { name, hidden: true }));
}
