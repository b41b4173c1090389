// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_KEY, pendingRedirect, takeLoginDestination } from './redirect';

afterEach(() => localStorage.clear());

describe('pendingRedirect', () => {
  it('follows a stored path that leads elsewhere', () => {
    expect(pendingRedirect('/contract/generate', '/dashboard')).toBe('/contract/generate');
  });

  it('ignores nothing stored, the root and the current path', () => {
    expect(pendingRedirect(null, '/dashboard')).toBeNull();
    expect(pendingRedirect('/', '/dashboard')).toBeNull();
    expect(pendingRedirect('/dashboard', '/dashboard')).toBeNull();
  });

  it('never leaves the site', () => {
    expect(pendingRedirect('https://evil.example', '/')).toBeNull();
    expect(pendingRedirect('//evil.example', '/')).toBeNull();
  });
});

describe('takeLoginDestination', () => {
  it('uses the stored path once', () => {
    localStorage.setItem(REDIRECT_KEY, '/sign/abc');
    expect(takeLoginDestination()).toBe('/sign/abc');
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(takeLoginDestination()).toBe('/dashboard');
  });

  it('defaults to the dashboard', () => {
    expect(takeLoginDestination()).toBe('/dashboard');
  });
});
