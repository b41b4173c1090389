// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AuthorshipNotice } from './AuthorshipNotice';

afterEach(cleanup);

describe('who wrote the text, before the signer reads it', () => {
  it('marks each change the sender made to HomePact’s words as theirs, with what HomePact had written', () => {
    render(
      <AuthorshipNotice
        authorship={{
          writtenBy: 'homepact',
          ownerName: 'Pat Builder',
          changes: [
            { kind: 'added', section: 'ADDITIONAL TERMS', added: ['The Homeowner pays $95,000 up front.'], removed: [] },
            { kind: 'changed', section: 'WARRANTIES', added: ['No warranty.'], removed: ['One year on labor.'] },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: /Pat Builder changed 2 parts of the text HomePact wrote/ })).toBeInTheDocument();
    expect(screen.getAllByRole('blockquote', { name: 'Written by Pat Builder' })[0]!.textContent).toContain('$95,000 up front');
    expect(screen.getByText('One year on labor.').tagName).toBe('DEL');
    expect(screen.getByText('Additional terms')).toBeInTheDocument();
  });

  it('says plainly when HomePact did not write the text at all, and says nothing for HomePact’s text as written', () => {
    render(<AuthorshipNotice authorship={{ writtenBy: 'owner', ownerName: 'Pat Builder', changes: [] }} />);
    expect(screen.getByRole('heading', { name: /Pat Builder wrote this contract’s text/ })).toBeInTheDocument();
    cleanup();
    const { container } = render(<AuthorshipNotice authorship={{ writtenBy: 'homepact', ownerName: 'Pat Builder', changes: [] }} />);
    expect(container.textContent).toBe('');
  });
});
