/**
 * The tool host: a small Node process that starts the command-line tools for a service process and
 * hands back what they printed. Starting a program forks the process that asks for it, and a fork
 * copies the page tables of the whole address space: from a service holding a few hundred
 * megabytes it stalls the event loop for 15-45 ms a run, from this host about one. Kept as a source
 * string, run with `node -e`, so it needs no build step and loads nothing but Node's own modules.
 *
 * Protocol (IPC, advanced serialisation): a request { id, executable, args, cwd, env, timeoutMs,
 * maxStdoutBytes } answers { id, code, signal, failure, stdout, stderr, wallMs } once the program
 * has ended, or { id, error: { code, message } } when it could not be started. `failure` is
 * 'timeout' or 'too-much-output' when the host killed it.
 */
export const TOOL_HOST_SOURCE = String.raw`
'use strict';
const { spawn } = require('node:child_process');
const STDERR_KEEP = 8 * 1024;
const running = new Set();

process.on('disconnect', () => {
  for (const child of running) child.kill('SIGKILL');
  process.exit(0);
});

process.on('message', (request) => {
  const started = performance.now();
  let settled = false;
  const reply = (message) => {
    if (settled) return;
    settled = true;
    if (process.connected) process.send({ id: request.id, ...message });
  };
  let child;
  try {
    child = spawn(request.executable, request.args, {
      cwd: request.cwd,
      env: request.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    reply({ error: { code: error.code, message: error.message } });
    return;
  }
  running.add(child);
  const stdout = [];
  let stdoutBytes = 0;
  let stderr = '';
  let failure;
  const timer = setTimeout(() => {
    failure = 'timeout';
    child.kill('SIGKILL');
  }, request.timeoutMs);
  child.stdout.on('data', (chunk) => {
    stdoutBytes += chunk.length;
    if (stdoutBytes > request.maxStdoutBytes) {
      failure = failure || 'too-much-output';
      child.kill('SIGKILL');
      return;
    }
    stdout.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
  });
  child.on('error', (error) => {
    clearTimeout(timer);
    running.delete(child);
    reply({ error: { code: error.code, message: error.message } });
  });
  child.on('close', (code, signal) => {
    clearTimeout(timer);
    running.delete(child);
    reply({ code, signal, failure, stdout: Buffer.concat(stdout), stderr, wallMs: performance.now() - started });
  });
});
`;
