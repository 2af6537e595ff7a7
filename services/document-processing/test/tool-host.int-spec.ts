import { ToolHost, ToolHostGoneError, ToolStartError, type HostRequest } from '../src/pipeline/tools/tool-host';

jest.setTimeout(30_000);

const node = (script: string, timeoutMs = 10_000): HostRequest => ({
  executable: process.execPath,
  args: ['-e', script],
  env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  timeoutMs,
  maxStdoutBytes: 1024 * 1024,
});

describe('the tool host', () => {
  let host: ToolHost;

  beforeEach(() => {
    host = new ToolHost();
  });
  afterEach(() => host.stop());

  it('hands back what a program printed, byte for byte, with its exit code', async () => {
    const reply = await host.run(
      node(
        'process.stdout.write(Buffer.from([0, 255, 1, 254])); process.stderr.write("careful"); process.exitCode = 3',
      ),
    );
    expect([...reply.stdout]).toEqual([0, 255, 1, 254]);
    expect(reply).toMatchObject({ code: 3, stderr: 'careful' });
    expect(reply.failure).toBeUndefined();
  });

  it('answers programs run side by side each to its own caller', async () => {
    const replies = await Promise.all(
      [5, 1, 4, 2, 3].map((n) => host.run(node(`setTimeout(() => process.stdout.write('run ${n}'), ${n * 20})`))),
    );
    expect(replies.map((reply) => reply.stdout.toString())).toEqual(['run 5', 'run 1', 'run 4', 'run 2', 'run 3']);
  });

  it('kills a program past its time or printing past its limit, and says which', async () => {
    const slow = await host.run(node('setTimeout(() => {}, 10_000)', 300));
    expect(slow.failure).toBe('timeout');
    const loud = await host.run(node('process.stdout.write(Buffer.alloc(4 * 1024 * 1024))'));
    expect(loud.failure).toBe('too-much-output');
  });

  it('says when a program does not exist', async () => {
    await expect(host.run({ ...node(''), executable: '/usr/bin/no-such-tool' })).rejects.toMatchObject({
      constructor: ToolStartError,
      code: 'ENOENT',
    });
  });

  it('fails only the runs in flight when the host dies, and starts again for the next', async () => {
    const inFlight = host.run(node('setTimeout(() => {}, 10_000)'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    host.stop();
    await expect(inFlight).rejects.toBeInstanceOf(ToolHostGoneError);
    const next = await host.run(node('process.stdout.write("alive")'));
    expect(next.stdout.toString()).toBe('alive');
  });
});
