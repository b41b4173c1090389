// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SampleContractPreview } from './SampleContractPreview';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sample contract preview', () => {
  it('shows a placeholder until 10% of it is visible', () => {
    let notify: IntersectionObserverCallback = () => undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
          notify = cb;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<SampleContractPreview />);
    expect(screen.getByRole('status').textContent).toContain('Loading sample contract');
    expect(screen.queryByText('Sample - Not Final')).toBeNull();
    expect(options[0]?.threshold).toBe(0.1);

    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('Sample - Not Final')).toBeInTheDocument();
    expect(screen.getByText('The balance is due within 30 days of completion.')).toBeInTheDocument();
    expect(screen.getByText('Late payments accrue a 1.5% monthly late fee.')).toBeInTheDocument();
  });

  it('shows the contract at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<SampleContractPreview />);
    expect(screen.getByText('Sample - Not Final')).toBeInTheDocument();
  });
});
