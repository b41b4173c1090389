// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { polyfillRadix } from '../../pages/marketing/testHelpers';
import { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip';

beforeAll(polyfillRadix);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTwo() {
  render(
    <TooltipProvider>
      <Tooltip content="Edit">
        <button type="button" aria-label="Edit Hank Home">
          E
        </button>
      </Tooltip>
      <Tooltip content="Delete">
        <button type="button" aria-label="Delete Hank Home">
          D
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    edit: screen.getByRole('button', { name: 'Edit Hank Home' }),
    remove: screen.getByRole('button', { name: 'Delete Hank Home' }),
  };
}

const hover = (el: HTMLElement) => fireEvent.pointerMove(el, { pointerType: 'mouse' });
const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Tooltip', () => {
  it("opens after 700 ms with a 300 ms skip delay, the product's delays", () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it('opens at once on keyboard focus, describes its trigger, and closes on Escape', () => {
    const { edit } = renderTwo();
    expect(tooltip()).toBeNull();
    act(() => edit.focus());
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Edit');
    expect(edit.getAttribute('aria-describedby')).toBe(tip.id);
    // The accessible name stays the button's own label; the tooltip is its description.
    expect(screen.getByRole('button', { name: 'Edit Hank Home', description: 'Edit' })).toBe(edit);
    fireEvent.keyDown(edit, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    expect(edit.getAttribute('aria-describedby')).toBeNull();
  });

  it('stays open through the scroll that brings a focused trigger into view; a hovered one closes on scroll', () => {
    const { edit, remove } = renderTwo();
    act(() => edit.focus());
    fireEvent.scroll(document);
    expect(screen.getByRole('tooltip').textContent).toBe('Edit');

    act(() => edit.blur());
    expect(tooltip()).toBeNull();
    vi.useFakeTimers();
    hover(remove);
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip').textContent).toBe('Delete');
    fireEvent.scroll(document);
    expect(tooltip()).toBeNull();
  });

  it('moves with the focus from one trigger to the next', () => {
    const { edit, remove } = renderTwo();
    act(() => edit.focus());
    act(() => remove.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Delete');
    expect(remove.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('opens on hover only after 700 ms, and does not open on touch', () => {
    vi.useFakeTimers();
    const { edit } = renderTwo();
    fireEvent.pointerMove(edit, { pointerType: 'touch' });
    wait(TOOLTIP_DELAY_MS);
    expect(tooltip()).toBeNull();

    hover(edit);
    wait(TOOLTIP_DELAY_MS - 1);
    expect(tooltip()).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Edit');
  });

  it('opens the next tooltip at once within 300 ms of closing one, and after the full delay later', () => {
    vi.useFakeTimers();
    const { edit, remove } = renderTwo();
    hover(edit);
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip').textContent).toBe('Edit');
    fireEvent.click(edit); // a click closes it
    expect(tooltip()).toBeNull();

    wait(TOOLTIP_SKIP_DELAY_MS - 50);
    hover(remove);
    expect(screen.getByRole('tooltip').textContent).toBe('Delete');
    fireEvent.click(remove);
    fireEvent.pointerLeave(remove);

    wait(TOOLTIP_SKIP_DELAY_MS);
    fireEvent.pointerLeave(edit);
    hover(edit);
    expect(tooltip()).toBeNull();
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip').textContent).toBe('Edit');
  });
});
