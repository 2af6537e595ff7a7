import { parseInlineLinks } from './rich-text';

describe('parseInlineLinks', () => {
  it('returns plain text untouched', () => {
    expect(parseInlineLinks('Ten points equal one US dollar.')).toEqual([
      { type: 'text', text: 'Ten points equal one US dollar.' },
    ]);
  });

  it('splits links out of the text', () => {
    expect(
      parseInlineLinks('Read [the terms](/legal/terms) or write to [support](mailto:support@studyhub.com).'),
    ).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'link', text: 'the terms', href: '/legal/terms' },
      { type: 'text', text: ' or write to ' },
      { type: 'link', text: 'support', href: 'mailto:support@studyhub.com' },
      { type: 'text', text: '.' },
    ]);
  });

  it('handles a link at the very start and end', () => {
    expect(parseInlineLinks('[Contact](/contact)')).toEqual([{ type: 'link', text: 'Contact', href: '/contact' }]);
  });

  it('leaves brackets that are not links alone', () => {
    expect(parseInlineLinks('Points [10 = 1 USD] apply')).toEqual([
      { type: 'text', text: 'Points [10 = 1 USD] apply' },
    ]);
  });
});
