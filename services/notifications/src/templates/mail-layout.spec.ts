import { escapeHtml } from './escape-html';
import { greetingFor, renderMail, wrap } from './mail-layout';
import { siteLink, type MailSite } from './mail-site';
import { describeValidity, formatUtc } from './mail-time';

const site: MailSite = {
  name: 'Studyhub',
  publicUrl: 'https://studyhub.example/',
  supportEmail: 'help@studyhub.example',
};

describe('escapeHtml', () => {
  it('escapes every character that could open markup or close an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('siteLink', () => {
  it('joins the public URL and the path once and encodes query values', () => {
    expect(siteLink(site, '/auth/reset-password', { token: 'a+b/c=&d' })).toBe(
      'https://studyhub.example/auth/reset-password?token=a%2Bb%2Fc%3D%26d',
    );
    expect(siteLink({ ...site, publicUrl: 'http://localhost:3000' }, '/dashboard')).toBe(
      'http://localhost:3000/dashboard',
    );
  });
});

describe('formatUtc and describeValidity', () => {
  it('writes an unambiguous UTC time', () => {
    expect(formatUtc(new Date('2025-11-22T09:05:59Z'))).toBe('22 November 2025 at 09:05 UTC');
  });

  it('names the validity in the largest whole unit', () => {
    const from = new Date('2025-01-01T00:00:00Z');
    const after = (minutes: number) => new Date(from.getTime() + minutes * 60_000);
    expect(describeValidity(from, after(60))).toBe('1 hour');
    expect(describeValidity(from, after(24 * 60))).toBe('24 hours');
    expect(describeValidity(from, after(7 * 24 * 60))).toBe('7 days');
    expect(describeValidity(from, after(30))).toBe('30 minutes');
    expect(describeValidity(from, after(90))).toBe('90 minutes');
    expect(describeValidity(from, from)).toBe('1 minute');
  });
});

describe('greetingFor', () => {
  it('greets by the full name, or generically when there is none', () => {
    expect(greetingFor('  Amara \n Okafor ')).toBe('Hi Amara Okafor,');
    expect(greetingFor('   ')).toBe('Hi there,');
  });
});

describe('wrap', () => {
  it('breaks at spaces within the width and never inside a long word', () => {
    const url = `https://studyhub.example/${'x'.repeat(120)}`;
    const lines = wrap(`Open ${url} to continue reading this sentence`, 20);
    expect(lines).toEqual(['Open', url, 'to continue reading', 'this sentence']);
  });
});

describe('renderMail', () => {
  const document = {
    subject: 'Subject & more',
    preheader: 'Preview <b>',
    greeting: 'Hi <script>alert(1)</script>,',
    blocks: [
      { kind: 'paragraph' as const, text: 'Text with "quotes" & <tags>.' },
      { kind: 'action' as const, label: 'Open', url: 'https://studyhub.example/x?a=1&b=2' },
      { kind: 'facts' as const, rows: [['IP address', '203.0.113.9'] as const, ['Device', '<img src=x>'] as const] },
      { kind: 'note' as const, text: 'Small print.' },
    ],
    reason: 'Because <reasons>.',
  };

  it('escapes every text in the HTML part and keeps the layout around it', () => {
    const { subject, html } = renderMail(document, site);
    expect(subject).toBe('Subject & more');
    expect(html).toContain('<title>Subject &amp; more</title>');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Text with &quot;quotes&quot; &amp; &lt;tags&gt;.');
    expect(html).toContain('href="https://studyhub.example/x?a=1&amp;b=2"');
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toMatch(/<script|<img|<tags>|<reasons>|<b>/);
    expect(html).toContain('>Studyhub</td>');
    expect(html).toContain('href="mailto:help@studyhub.example"');
  });

  it('writes a plain-text part with the link whole on its own line and the support address', () => {
    const { text } = renderMail(document, site);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Hi <script>alert(1)</script>,');
    expect(lines).toContain('https://studyhub.example/x?a=1&b=2');
    expect(lines).toContain('IP address: 203.0.113.9');
    expect(lines).toContain('Device:     <img src=x>');
    expect(text).toContain('Questions? Write to help@studyhub.example.');
    expect(text).toContain('The Studyhub team');
  });

  it('refuses a link that is not http or https', () => {
    expect(() =>
      renderMail({ ...document, blocks: [{ kind: 'action', label: 'x', url: 'javascript:alert(1)' }] }, site),
    ).toThrow(/non-web link/);
  });
});
