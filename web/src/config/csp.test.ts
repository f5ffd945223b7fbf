import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withContentSecurityPolicy } from './csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html: string) =>
  /^<html><head><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];

describe("a page's Content-Security-Policy", () => {
  it('allows exactly the inline scripts the page carries, first in its head', () => {
    const page =
      '<html><head><script>a()</script><script src="/assets/x.js"></script></head>' +
      '<body><script type="module">b()</script></body></html>';
    const policy = policyOf(withContentSecurityPolicy(page));
    const scripts = policy?.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toContain(hash('a()'));
    expect(scripts).toContain(hash('b()'));
    expect(scripts?.match(/'sha256-/g)).toHaveLength(2);
    expect(scripts).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('refuses a page without a head, which could not carry it', () => {
    expect(() => withContentSecurityPolicy('<p>no head</p>')).toThrow(/head/);
  });
});
