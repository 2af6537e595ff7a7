import { checkConfusables } from './confusables.check';
import { wordTokensOf } from './text-tokens';

function confusables(text: string) {
  return checkConfusables(text, wordTokensOf(text)).map((issue) => ({
    found: text.slice(issue.offset, issue.offset + issue.length),
    fix: issue.replacements[0],
  }));
}

describe('checkConfusables', () => {
  it.each([
    ['Their is no time left.', 'Their', 'There'],
    ['They kept to there own plans.', 'there', 'their'],
    ['Its a long way home.', 'Its', "It's"],
    ['The dog wagged it’s own tail.', 'it’s', 'its'],
    ['The city lost some of it’s charm.', 'it’s', 'its'],
    ['It costs more then we planned.', 'then', 'than'],
    ['We ate and than we left.', 'than', 'then'],
    ['The rule came into affect last year.', 'affect', 'effect'],
    ['The drought will effect the harvest.', 'effect', 'affect'],
    ['Don’t loose your ticket.', 'loose', 'lose'],
    ['The screw came lose again.', 'lose', 'loose'],
    ['Your welcome to join us.', 'Your', "You're"],
    ['Whose going to drive?', 'Whose', "Who's"],
    ['Everyone accept Sam agreed.', 'accept', 'except'],
    ['She refused to except the offer.', 'except', 'accept'],
    ['We walked too the park.', 'too', 'to'],
    ['It was far to late.', 'to', 'too'],
    ['Prices rose from 5 too 10 dollars.', 'too', 'to'],
    ['Yesterday we where happy.', 'where', 'were'],
    ['The old rules where ignored.', 'where', 'were'],
    ['This is the town were he lived.', 'were', 'where'],
    ['We went to they’re house.', 'they’re', 'their'],
    ['She came along, to.', 'to', 'too'],
    ['We ate, than we left for home.', 'than', 'then'],
  ])('%s', (text, found, fix) => {
    expect(confusables(text)).toEqual([{ found, fix }]);
  });

  it('leaves the same words alone where they are right', () => {
    const text =
      'There is time. Their plans changed. It’s late, and its owner left. Its very existence matters. ' +
      'He was older then. I would rather be right than popular. The effect was large. The knot was not loose. ' +
      'Your being here helps. We went to many places to see them. I will show you where it is. ' +
      'She longed to long for home. The effect the war had was vast. Add salt where needed. ' +
      'It would help, were he to resign. They’re ready to go.';
    expect(confusables(text)).toEqual([]);
  });
});
