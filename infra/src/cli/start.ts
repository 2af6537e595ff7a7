import { resetEndToEndStack } from '../stack/reset-e2e-stack';
import { dataDirOf, stackEnvironment, type StackProfile } from '../stack/stack-environment';
import { stackProcesses } from '../stack/stack-processes';
import { StackStartError, Supervisor } from '../stack/supervisor';
import path from 'node:path';

const START_TIMEOUT_MS = 180_000;

/**
 * `npm start` (after install and build): runs every process of the platform, waits until all are
 * ready, prints where everything runs, and stops it all on Ctrl-C.
 */
async function main(): Promise<void> {
  const profile: StackProfile = process.argv.includes('--e2e') ? 'e2e' : 'development';
  const env = stackEnvironment(profile);
  if (profile === 'e2e') await resetEndToEndStack(env);
  const processes = stackProcesses({ withFakeUpstreams: profile === 'e2e' });
  const supervisor = new Supervisor({
    processes,
    env,
    logDir: path.join(dataDirOf(env), 'logs'),
    report: (line) => process.stdout.write(`${line}\n`),
  });

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping Studyhub...\n');
    void supervisor.stop().then(() => {
      process.stdout.write('Stopped.\n');
      process.exit(code);
    });
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  process.stdout.write(
    `Starting Studyhub (${processes.length} processes; logs in ${path.join(dataDirOf(env), 'logs')})\n`,
  );
  try {
    await supervisor.start(START_TIMEOUT_MS);
  } catch (error) {
    process.stderr.write(`\n${error instanceof StackStartError ? error.message : String(error)}\n`);
    stop(1);
    return;
  }
  const site = env.PUBLIC_URL ?? supervisor.urlOf('frontend');
  process.stdout.write(
    [
      '',
      `Studyhub is running: ${site}`,
      `  API gateway  ${supervisor.urlOf('gateway')}/api  (health: ${supervisor.urlOf('gateway')}/health/ready)`,
      `  Logs         ${path.join(dataDirOf(env), 'logs')}/<process>.log`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  if (process.send) process.send({ type: 'ready', url: site });
}

void main();
