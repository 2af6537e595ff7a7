import type { ConsumeMessage } from 'amqplib';
import { deliveryAttemptOf } from './event-consumer';

function messageWith(headers: Record<string, unknown> | undefined): ConsumeMessage {
  return {
    content: Buffer.from('{}'),
    fields: { deliveryTag: 1, redelivered: false, exchange: 'x', routingKey: 'a.b.v1', consumerTag: 'c' },
    properties: { headers },
  } as unknown as ConsumeMessage;
}

describe('deliveryAttemptOf', () => {
  it('is 1 on the first delivery, when the broker sent no delivery count', () => {
    expect(deliveryAttemptOf(messageWith(undefined))).toBe(1);
    expect(deliveryAttemptOf(messageWith({}))).toBe(1);
  });

  it('is one more than the deliveries the broker counted', () => {
    expect(deliveryAttemptOf(messageWith({ 'x-delivery-count': 0 }))).toBe(1);
    expect(deliveryAttemptOf(messageWith({ 'x-delivery-count': 1 }))).toBe(2);
    expect(deliveryAttemptOf(messageWith({ 'x-delivery-count': 4 }))).toBe(5);
  });

  it('reads a count sent as text', () => {
    expect(deliveryAttemptOf(messageWith({ 'x-delivery-count': '3' }))).toBe(4);
  });

  it('treats an unreadable count as a first delivery', () => {
    expect(deliveryAttemptOf(messageWith({ 'x-delivery-count': 'many' }))).toBe(1);
    expect(deliveryAttemptOf(messageWith({ 'x-delivery-count': null }))).toBe(1);
  });

  it('ignores other headers', () => {
    expect(deliveryAttemptOf(messageWith({ 'x-death': [{ count: 9 }], 'x-retries': 7 }))).toBe(1);
  });
});
