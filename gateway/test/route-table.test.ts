import { describe, expect, it } from 'vitest';
import { isIdentityHeader, serviceFor } from '../src/domain/route-table.ts';

describe('route table', () => {
  it.each([
    ['/api/auth/otp/request', 'identity'],
    ['/api/auth/user', 'identity'],
    ['/api/login', 'identity'],
    ['/api/logout?x=1', 'identity'],
    ['/api/contracts', 'contracts'],
    ['/api/contracts/abc', 'contracts'],
    ['/api/contracts/abc/sign', 'contracts'],
    ['/api/contracts/abc/annotations', 'contracts'],
    ['/api/annotations/1', 'contracts'],
    ['/api/contracts/abc/generate', 'documents'],
    ['/api/contracts/abc/pdf', 'documents'],
    ['/api/contracts/abc/view', 'documents'],
    ['/api/verify', 'documents'],
    ['/api/verify/certificate', 'documents'],
    ['/api/contracts/abc/evidence-record.pdf', 'documents'],
    ['/api/contracts/abc/evidence-record', 'contracts'],
    ['/api/generate-scope', 'ai'],
    ['/api/generate-final-contract', 'ai'],
    ['/api/dev/mailbox', 'notifications'],
    ['/api/contact', 'admin'],
    ['/api/testimonials?featured=true', 'admin'],
    ['/api/admin/users', 'admin'],
    ['/api/admin2/auth', 'admin'],
  ])('%s -> %s', (url, service) => {
    expect(serviceFor(url)).toBe(service);
  });

  it.each(['/api', '/api/', '/api/nope', '/api/authx', '/api/contractsx', '/api/login/extra', '/internal/sessions/resolve'])(
    '%s has no service',
    (url) => {
      expect(serviceFor(url)).toBeNull();
    },
  );

  it('recognises headers only the gateway may set', () => {
    expect(isIdentityHeader('x-homepact-user')).toBe(true);
    expect(isIdentityHeader('X-HomePact-Internal')).toBe(true);
    expect(isIdentityHeader('x-user-id')).toBe(true);
    expect(isIdentityHeader('x-forwarded-user')).toBe(true);
    expect(isIdentityHeader('content-type')).toBe(false);
    expect(isIdentityHeader('x-request-id')).toBe(false);
  });
});
