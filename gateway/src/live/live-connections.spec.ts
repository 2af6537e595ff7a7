import { LiveConnections, formatSse, type LiveSink } from './live-connections';

function sink(): LiveSink & { messages: string[]; closed: boolean } {
  const record = {
    messages: [] as string[],
    closed: false,
    send(message: string) {
      if (record.closed) return false;
      record.messages.push(message);
      return true;
    },
    close() {
      record.closed = true;
    },
  };
  return record;
}

describe('formatSse', () => {
  it('writes id, event and one line of JSON data, ended by a blank line', () => {
    expect(formatSse({ id: 'e1', event: 'balance', data: { points: 5 } })).toBe(
      'id: e1\nevent: balance\ndata: {"points":5}\n\n',
    );
  });

  it('keeps multi-line text on one data line', () => {
    expect(formatSse({ data: 'a\nb' })).toBe('data: "a\\nb"\n\n');
  });
});

describe('LiveConnections', () => {
  it('delivers only to the streams of the user named', () => {
    const connections = new LiveConnections(5);
    const alice = sink();
    const bob = sink();
    connections.add('alice', alice);
    connections.add('bob', bob);
    expect(connections.deliver('alice', 'balance', 'e1', { points: 1 })).toBe(1);
    expect(alice.messages).toHaveLength(1);
    expect(bob.messages).toHaveLength(0);
  });

  it('closes the oldest stream of a user at the limit', () => {
    const connections = new LiveConnections(2);
    const first = sink();
    connections.add('alice', first);
    connections.add('alice', sink());
    connections.add('alice', sink());
    expect(first.closed).toBe(true);
    expect(connections.count()).toBe(2);
  });

  it('forgets streams that were removed or went away', () => {
    const connections = new LiveConnections(5);
    const gone = sink();
    const remove = connections.add('alice', sink());
    connections.add('alice', gone);
    remove();
    gone.closed = true;
    expect(connections.deliver('alice', 'notification', 'e2', {})).toBe(0);
    expect(connections.count()).toBe(0);
  });

  it('closes every stream of one user and only theirs', () => {
    const connections = new LiveConnections(5);
    const laptop = sink();
    const phone = sink();
    const bob = sink();
    connections.add('alice', laptop);
    connections.add('alice', phone);
    connections.add('bob', bob);
    expect(connections.closeUser('alice')).toBe(2);
    expect([laptop.closed, phone.closed, bob.closed]).toEqual([true, true, false]);
    expect(connections.deliver('alice', 'balance', 'e3', {})).toBe(0);
    expect(connections.count()).toBe(1);
    expect(connections.closeUser('alice')).toBe(0);
  });
});
