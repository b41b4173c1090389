// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { linkReplacedOf, LinkReplacedCard } from './AfterInvitation';

afterEach(cleanup);

const gone = (code: string, message: string) => new ApiError(`410: ${JSON.stringify({ error: { code, message } })}`, 410, undefined);

/** A link to a withdrawn or expired contract says why it no longer works. */
describe('a link to a closed contract', () => {
  it('is told from other refusals, with the server’s reason', () => {
    expect(linkReplacedOf(gone('signing_expired', 'The deadline for signing this contract has passed.'))).toEqual({
      closed: 'signing_expired',
      message: 'The deadline for signing this contract has passed.',
    });
    expect(linkReplacedOf(gone('contract_withdrawn', 'The sender withdrew this contract: “Job cancelled”.'))).toMatchObject({
      closed: 'contract_withdrawn',
    });
    expect(linkReplacedOf(gone('something_else', 'x'))).toBeNull();
  });

  it.each([
    ['signing_expired', 'Signing has closed', 'The deadline for signing this contract has passed.'],
    ['contract_withdrawn', 'This contract was withdrawn', 'The sender withdrew this contract: “Job cancelled”.'],
  ] as const)('%s: the sign page says so', (code, heading, message) => {
    render(
      <MemoryRouter>
        <LinkReplacedCard {...linkReplacedOf(gone(code, message))!} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('replaced');
  });
});
