import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ConverterUnavailableError } from './conversion-errors';
import { UNO_BRIDGE_SOURCE } from './uno-bridge-source';

export interface OfficeInstanceSettings {
  sofficePath: string;
  pythonPath: string;
  /** Holds the LibreOffice profile (kept across restarts: a warm profile starts faster). */
  workDir: string;
  startTimeoutMs: number;
}

export interface BridgeRequest {
  input: string;
  output: string;
  importFilter: string;
  exportFilter: string;
}

interface BridgeAnswer {
  id?: string;
  ok?: boolean;
  /** Time LibreOffice itself spent loading and exporting the document. */
  officeMs?: number;
  ready?: boolean;
  error?: string;
}

const RESTART_REQUESTED = 81;
const PROFILE_ATTEMPTS = 3;

function officeEnv(settings: OfficeInstanceSettings): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: settings.workDir,
    LANG: 'C.UTF-8',
    SAL_USE_VCLPLUGIN: 'svp',
  };
}

function profileArgument(settings: OfficeInstanceSettings): string {
  return `-env:UserInstallation=file://${path.join(settings.workDir, 'profile')}`;
}

/**
 * A new profile makes LibreOffice exit with 81 ("restart me") on its first start, which its
 * launcher normally absorbs. Without the launcher, the profile is created once here, ahead of the
 * instance that converts.
 */
async function prepareProfile(settings: OfficeInstanceSettings): Promise<void> {
  if (existsSync(path.join(settings.workDir, 'profile', 'user'))) return;
  for (let attempt = 1; attempt <= PROFILE_ATTEMPTS; attempt += 1) {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        settings.sofficePath,
        ['--headless', '--nologo', '--norestore', '--nodefault', '--terminate_after_init', profileArgument(settings)],
        { env: officeEnv(settings), stdio: 'ignore' },
      );
      const timer = setTimeout(() => child.kill('SIGKILL'), settings.startTimeoutMs);
      child.once('error', (error) => reject(new ConverterUnavailableError(error.message)));
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    if (code === 0) return;
    if (code !== RESTART_REQUESTED) throw new ConverterUnavailableError(`preparing its profile exited with ${code}`);
  }
  throw new ConverterUnavailableError('its profile could not be prepared');
}

/**
 * One running LibreOffice and the Python bridge that drives it. LibreOffice listens on a named
 * local pipe, never a socket: nothing outside this machine, nor another user's process, can reach
 * it. Both processes stay in the worker's process group, so a killed worker takes them along.
 */
export class OfficeInstance {
  private readonly pending = new Map<string, (answer: BridgeAnswer) => void>();
  private exited = false;

  private constructor(
    private readonly soffice: ChildProcess,
    private readonly bridge: ChildProcess,
    /** The local pipe LibreOffice accepts UNO connections on. */
    readonly pipeName: string,
  ) {
    for (const child of [soffice, bridge]) {
      child.once('exit', () => {
        this.exited = true;
        for (const resolve of this.pending.values()) resolve({ ok: false, error: 'LibreOffice exited' });
        this.pending.clear();
      });
    }
  }

  static async start(settings: OfficeInstanceSettings): Promise<OfficeInstance> {
    await prepareProfile(settings);
    const pipeName = `studyhub-office-${process.pid}-${randomUUID()}`;
    const bridgeScript = path.join(settings.workDir, 'uno-bridge.py');
    await writeFile(bridgeScript, UNO_BRIDGE_SOURCE);
    const env = officeEnv(settings);
    const soffice = spawn(
      settings.sofficePath,
      [
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nodefault',
        '--nolockcheck',
        '--nofirststartwizard',
        `--accept=pipe,name=${pipeName};urp;StarOffice.ComponentContext`,
        profileArgument(settings),
      ],
      { env, stdio: 'ignore' },
    );
    const bridge = spawn(settings.pythonPath, [bridgeScript, pipeName, String(settings.startTimeoutMs / 1000)], {
      env,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const instance = new OfficeInstance(soffice, bridge, pipeName);
    const ready = new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: bridge.stdout });
      lines.on('line', (line) => {
        let answer: BridgeAnswer;
        try {
          answer = JSON.parse(line) as BridgeAnswer;
        } catch {
          return;
        }
        if (answer.ready !== undefined) {
          if (answer.ready) resolve();
          else reject(new ConverterUnavailableError(answer.error ?? 'the bridge did not start'));
          return;
        }
        if (answer.id) {
          instance.pending.get(answer.id)?.(answer);
          instance.pending.delete(answer.id);
        }
      });
      for (const child of [soffice, bridge]) {
        child.once('error', (error) => reject(new ConverterUnavailableError(error.message)));
        child.once('exit', (code) =>
          reject(new ConverterUnavailableError(`a process exited (${code}) while starting`)),
        );
      }
    });
    try {
      await ready;
    } catch (error) {
      instance.kill();
      throw error;
    }
    return instance;
  }

  get alive(): boolean {
    return !this.exited;
  }

  get pids(): number[] {
    return [this.soffice.pid, this.bridge.pid].filter((pid): pid is number => pid !== undefined);
  }

  convert(request: BridgeRequest): Promise<BridgeAnswer> {
    if (this.exited) return Promise.resolve({ ok: false, error: 'LibreOffice exited' });
    const id = randomUUID();
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.bridge.stdin!.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  }

  /** Ends both processes at once; used on time-outs and crashes, when politeness does not help. */
  kill(): void {
    for (const child of [this.bridge, this.soffice]) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }

  /** Lets the bridge shut LibreOffice down, then makes sure both are gone. */
  async stop(graceMs = 3_000): Promise<void> {
    if (this.exited && this.soffice.exitCode !== null) return;
    const gone = Promise.all(
      [this.soffice, this.bridge].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
          }),
      ),
    );
    this.bridge.stdin?.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await gone;
    clearTimeout(timer);
  }
}
