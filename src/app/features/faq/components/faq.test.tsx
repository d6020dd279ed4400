import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import { env } from '../../../config/env.ts';
import { Faq } from './faq.tsx';

afterEach(cleanup);

describe('Faq', () => {
  it('asks the seven questions of the spec, each opening its answer', () => {
    renderWithProviders(<Faq />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeTruthy();
    const questions = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-expanded') !== null);
    expect(questions.map((q) => q.textContent)).toEqual([
      'Can I have more than one account?',
      'Can I retake an assessment?',
      'Can I get a copy of my results?',
      'How do I reconnect with a firm?',
      'Can I get an extension on a deadline?',
      'How are my results shared with firms?',
      'How do I request a reasonable accommodation?',
    ]);
    fireEvent.click(questions[1]!);
    expect(questions[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Each assessment can be taken only once/)).toBeTruthy();
  });

  it('offers Contact us, writing to the support address', () => {
    renderWithProviders(<Faq />);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      `mailto:${env.SUPPORT_EMAIL}`,
    );
  });
});
