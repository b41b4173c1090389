// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TestimonialCarousel } from './TestimonialCarousel';
import { filledStars, ratingLabel, type Testimonial } from './testimonials';
import { renderPage } from './testHelpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const T: Testimonial[] = [
  { id: 1, content: 'First quote', rating: '4.5', name: 'Ana Ruiz', title: 'Homeowner' },
  { id: 2, content: 'Second quote', rating: '5', name: 'Ben Cole', title: 'Owner', company: 'Cole Electric' },
  { id: 3, content: 'Third quote', rating: '3.9', name: 'Cy Park', title: 'Property Manager', company: null },
];

function serve(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('stars', () => {
  it('rounds down to whole stars within 0..5', () => {
    expect(filledStars('4.5')).toBe(4);
    expect(filledStars('4.99')).toBe(4);
    expect(filledStars('5')).toBe(5);
    expect(filledStars('3')).toBe(3);
    expect(filledStars('0.4')).toBe(0);
    expect(filledStars(2.7)).toBe(2);
    expect(filledStars('9')).toBe(5);
    expect(filledStars('not a number')).toBe(0);
  });

  it('shows the rating as rating/5', () => {
    expect(ratingLabel('4.5')).toBe('4.5/5');
    expect(ratingLabel(5)).toBe('5/5');
  });
});

describe('testimonial carousel', () => {
  it('fetches featured testimonials with credentials and shows rating and stars', async () => {
    const fetchMock = serve(T);
    renderPage(<TestimonialCarousel />);
    expect(await screen.findByText('First quote')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials?featured=true', { credentials: 'include' });
    expect(screen.getByText('4.5/5')).toBeInTheDocument();
    const stars = document.querySelectorAll('.mk-stars-icons svg');
    expect(stars).toHaveLength(5);
    expect([...stars].filter((s) => s.getAttribute('data-filled') === 'true')).toHaveLength(4);
  });

  it('advances every 5 s, wraps, and pauses while hovered', async () => {
    serve(T);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage(<TestimonialCarousel />);
    await screen.findByText('First quote');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('First quote')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Second quote')).toBeInTheDocument();
    expect(screen.getByText('Owner, Cole Electric')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText('First quote')).toBeInTheDocument();

    const carousel = screen.getByTestId('testimonial-carousel');
    fireEvent.pointerEnter(carousel);
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByText('First quote')).toBeInTheDocument();
    fireEvent.pointerLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Second quote')).toBeInTheDocument();
  });

  it('prev/next wrap and dots jump', async () => {
    serve(T);
    renderPage(<TestimonialCarousel />);
    await screen.findByText('First quote');
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByText('Third quote')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByText('First quote')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(screen.getByText('Second quote')).toBeInTheDocument();
  });

  it('does not rotate or show controls with a single testimonial', async () => {
    serve([T[0]]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage(<TestimonialCarousel />);
    await screen.findByText('First quote');
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders nothing when there are none or the endpoint fails', async () => {
    const empty = serve([]);
    const { container, unmount } = renderPage(<TestimonialCarousel />);
    await vi.waitFor(() => expect(empty).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container.textContent).toBe('');
    unmount();

    const failing = serve({ error: 'nope' }, 404);
    const second = renderPage(<TestimonialCarousel />);
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    await act(async () => undefined);
    expect(second.container.textContent).toBe('');
  });
});
