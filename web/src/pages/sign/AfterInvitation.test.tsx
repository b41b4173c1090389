// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { linkReplacedOf, LinkReplacedCard } from './AfterInvitation';

afterEach(cleanup);

/** A replaced link said "Contract Not Found ... open the link from your e-mail". */
describe('a replaced signing link', () => {
  const replaced = new ApiError(
    `410: ${JSON.stringify({
      error: {
        code: 'LINK_REPLACED',
        message: 'This link was replaced by a newer one.',
        details: { sentTo: 'p***@builders.example', sentAt: '2026-05-03T14:05:00.000Z' },
      },
    })}`,
    410,
    undefined,
  );

  it('is told from other refusals', () => {
    expect(linkReplacedOf(replaced)).toEqual({ sentTo: 'p***@builders.example', sentAt: '2026-05-03T14:05:00.000Z' });
    expect(linkReplacedOf(new ApiError('401: {"error":{"code":"unauthorized","message":"x"}}', 401, undefined))).toBeNull();
    expect(linkReplacedOf(new ApiError('410: gone', 410, undefined))).toBeNull();
  });

  it('says a newer link went to the masked address on a date, and to open the newest e-mail', () => {
    render(
      <MemoryRouter>
        <LinkReplacedCard sentTo="p***@builders.example" sentAt="2026-05-03T14:05:00.000Z" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'This link was replaced' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('replaced by a newer one sent to p***@builders.example on');
    expect(text).toContain('open the newest e-mail');
    expect(text).not.toContain('Contract Not Found');
  });
});
