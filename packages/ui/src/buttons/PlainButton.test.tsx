import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainButton } from './PlainButton.tsx';

afterEach(cleanup);

/** A router link's shape: a component that takes `to` and renders an anchor. */
function FakeLink({ to, children, ...rest }: { to: string; children: ReactNode; className?: string }) {
  return (
    <a href={to} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

describe('PlainButton', () => {
  it('is a button that never submits a form, filled and small by default', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PlainButton onClick={onClick}>새로고침</PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: '새로고침' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('baro-plain-button');
    expect(button.dataset.variant).toBe('filled');
    expect(button.dataset.size).toBe('sm');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a link as an anchor or as the router link given, with its look and own class', () => {
    render(
      <>
        <PlainButton component="a" href="/" variant="default">
          처음 화면으로
        </PlainButton>
        <PlainButton component={FakeLink} to="/signup" size="xs" variant="light" className="extra">
          회원가입
        </PlainButton>
      </>,
    );
    const home = screen.getByRole('link', { name: '처음 화면으로' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.hasAttribute('type')).toBe(false);
    expect(home.dataset.variant).toBe('default');
    const signup = screen.getByRole('link', { name: '회원가입' });
    expect(signup.getAttribute('href')).toBe('/signup');
    expect(signup.hasAttribute('data-router-link')).toBe(true);
    expect(signup.className).toBe('baro-plain-button extra');
    expect([signup.dataset.variant, signup.dataset.size]).toEqual(['light', 'xs']);
  });
});
