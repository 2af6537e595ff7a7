import { NOTIFICATION_KINDS } from '@studyhub/contracts';
import { renderTemplatePreviews } from '../admin-emails/template-previews';
import { greetingFor, renderMail } from './mail-layout';
import { writeNotice } from './notice-templates';

const site = { name: 'Studyhub', publicUrl: 'https://studyhub.test', supportEmail: 'help@studyhub.test' };

describe('notice templates', () => {
  it('names up to two documents and counts the rest', () => {
    const three = writeNotice('order-completed', { orderId: 'o-1', titles: ['A', 'B', 'C'], totalPoints: 1200 }, site);
    expect(three.inApp.body).toBe(
      'Your order of “A”, “B” and 1 more is complete (1,200 points). Your documents are in your library.',
    );
    const one = writeNotice('order-completed', { orderId: 'o-2', titles: ['Only'], totalPoints: 1 }, site);
    expect(one.inApp.body).toBe('Your order of “Only” is complete (1 point). Your document is in your library.');
  });

  it('tells a buyer which document a take-down refunded, and that the rest of the order is kept', () => {
    const data = { orderId: 'o-3', titles: ['Copied Notes'], totalPoints: 60, reason: 'Taken down.' };
    const part = writeNotice('order-refunded', { ...data, partOfOrder: true }, site);
    expect(part.inApp).toMatchObject({
      title: 'Document refunded',
      body: "“Copied Notes” from your order was refunded: 60 points are back in your wallet. The order's other documents stay in your library.",
    });
    expect(part.mail.subject).toBe('A document from your Studyhub order was refunded');
    const whole = writeNotice('order-refunded', data, site);
    expect(whole.inApp).toMatchObject({
      title: 'Order refunded',
      body: 'Your order of “Copied Notes” was refunded: 60 points are back in your wallet.',
    });
    expect(whole.mail.subject).toBe('Your Studyhub order was refunded');
  });

  it('keeps links on the site and encodes slugs', () => {
    const approved = writeNotice('document-approved', { title: 'Notes', slug: 'a b/c', pointsPrice: 10 }, site);
    expect(approved.inApp.link).toBe('/documents/a%20b%2Fc');
    const paper = writeNotice('paper-created', { paperId: 'p-1', title: 'Essay', origin: 'editor' }, site);
    expect(paper.inApp.link).toBe('/dashboard/xyeditor/paper/p-1');
  });

  it('says when a scholarship closes in words', () => {
    const reminder = (daysLeft: number) =>
      writeNotice('scholarship-deadline', { title: 'Grant', slug: 'grant', deadline: '2026-12-01', daysLeft }, site)
        .inApp.body;
    expect(reminder(0)).toBe('“Grant” closes today (2026-12-01).');
    expect(reminder(1)).toBe('“Grant” closes tomorrow (2026-12-01).');
    expect(reminder(5)).toBe('“Grant” closes in 5 days (2026-12-01).');
  });

  it('puts the unsubscribe link in the footer of both parts, escaped in HTML', () => {
    const content = writeNotice('withdrawal-paid', { amountPoints: 500 }, site);
    const mail = renderMail(
      {
        ...content.mail,
        greeting: greetingFor('Ada'),
        unsubscribe: {
          url: 'https://studyhub.test/api/notifications/unsubscribe?token=a.b&x=1',
          preferenceLabel: 'Withdrawal updates',
        },
      },
      site,
    );
    expect(mail.text).toContain(
      'Unsubscribe from withdrawal updates:\nhttps://studyhub.test/api/notifications/unsubscribe?token=a.b&x=1',
    );
    expect(mail.html).toContain('href="https://studyhub.test/api/notifications/unsubscribe?token=a.b&amp;x=1"');
    expect(() =>
      renderMail(
        { ...content.mail, greeting: 'Hi', unsubscribe: { url: 'javascript:alert(1)', preferenceLabel: 'x' } },
        site,
      ),
    ).toThrow(/non-web unsubscribe link/);
  });

  it('previews every notice kind (the two with their own templates under those names)', () => {
    const names = renderTemplatePreviews(site).map((preview) => preview.template);
    for (const kind of NOTIFICATION_KINDS) {
      if (kind === 'sign-in-new-device') expect(names).toContain('sign-in-notice');
      else expect(names).toContain(kind);
    }
  });
});
