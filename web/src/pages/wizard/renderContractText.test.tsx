// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ContractTextView, headingLevel, parseContractText } from './renderContractText';

afterEach(cleanup);

describe('headingLevel', () => {
  it('treats numbered, ALL-CAPS and colon-ended lines as headings', () => {
    expect(headingLevel('1. PARTIES')).toBe(1);
    expect(headingLevel('12. Governing Law')).toBe(1);
    expect(headingLevel('2.1 Materials')).toBe(1);
    expect(headingLevel('HOME SERVICE CONTRACT')).toBe(1);
    expect(headingLevel('NOTICE OF CANCELLATION (COPY 1 OF 2: FOR THE BUYER TO KEEP)')).toBe(1);
    expect(headingLevel('Payment schedule:')).toBe(2);
    expect(headingLevel('  Homeowner:  ')).toBe(2);
  });

  it('leaves sentences, labelled values and long passages as text', () => {
    expect(headingLevel('The Provider will obtain all permits.')).toBeUndefined();
    expect(headingLevel('1. The Homeowner pays the deposit at signing.')).toBeUndefined();
    expect(headingLevel('I HEREBY CANCEL THIS TRANSACTION.')).toBeUndefined();
    expect(headingLevel('Materials provided by: the Provider')).toBeUndefined();
    expect(headingLevel('$4,500.00')).toBeUndefined();
    expect(headingLevel('')).toBeUndefined();
    expect(
      headingLevel(`YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY AFTER THE DATE`),
    ).toBeUndefined();
  });
});

describe('parseContractText', () => {
  it('splits text into headings and paragraphs, keeping line breaks inside a paragraph', () => {
    const text = 'HOME SERVICE CONTRACT\r\n\r\n1. PARTIES\nHomeowner: Dana\nProvider: Bay Plumbing\n\nSignatures:\n\n\nSigned by both.';
    expect(parseContractText(text)).toEqual([
      { kind: 'heading', level: 1, text: 'HOME SERVICE CONTRACT' },
      { kind: 'heading', level: 1, text: '1. PARTIES' },
      { kind: 'paragraph', text: 'Homeowner: Dana\nProvider: Bay Plumbing' },
      { kind: 'heading', level: 2, text: 'Signatures:' },
      { kind: 'paragraph', text: 'Signed by both.' },
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(parseContractText('  \n\n ')).toEqual([]);
  });
});

describe('ContractTextView', () => {
  it('renders headings as heading elements', () => {
    render(<ContractTextView text={'1. PARTIES\nDana and Bay Plumbing\n\nScope:\nFaucet.'} />);
    expect(screen.getByRole('heading', { level: 3, name: '1. PARTIES' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Scope:' })).toBeTruthy();
    expect(screen.getByText('Dana and Bay Plumbing').tagName).toBe('P');
  });
});
