/** The Dockerfile and .dockerignore, read statically (no Docker engine runs here). */
import { OVERLAYS, readRepoFile } from './deploy-facts';
import { render, appConfig } from './k8s-render';
import { compose, composeService, composeEnv, buildTarget, appServices } from './compose-file';
import { dockerStages, effectiveLines, imageEnv, lastInstruction } from './docker-stages';

describe('Dockerfile', () => {
  it('has deps, build, runtime and worker stages, runtime being the default target', () => {
    const stages = dockerStages();
    const names = stages.map((s) => s.name);
    for (const name of ['deps', 'build', 'runtime', 'worker']) expect(names).toContain(name);
    expect(stages[stages.length - 1]?.name).toBe('runtime');
    const text = readRepoFile('Dockerfile');
    expect(text).toMatch(/npm install --no-audit --no-fund\n/);
    expect(text).toMatch(/npm install --no-audit --no-fund --omit=dev/);
    expect(text).toMatch(/npm run build/);
    expect(text).not.toMatch(/^\s*HEALTHCHECK/im);
    // Every target Compose builds exists.
    for (const [, service] of appServices(compose())) expect(names).toContain(buildTarget(service));
  });

  it.each(['runtime', 'worker'])(
    '%s: non-root numeric user, tini as PID 1, NODE_ENV=production, BIND_HOST=0.0.0.0',
    (name) => {
      const lines = effectiveLines(dockerStages(), name);
      const user = lastInstruction(lines, 'USER')?.split(/\s+/)[1] ?? '';
      expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
      expect(lastInstruction(lines, 'ENTRYPOINT')).toMatch(/tini/);
      const env = imageEnv(name);
      expect(env.get('NODE_ENV')).toBe('production');
      // The platform binds BIND_HOST (default 127.0.0.1): unreachable from other containers and probes.
      expect(env.get('BIND_HOST')).toBe('0.0.0.0');
    },
  );

  it('worker: LibreOffice with its UNO bridge, the fonts, poppler and qpdf, and the worker command', () => {
    const lines = effectiveLines(dockerStages(), 'worker');
    const text = lines.join('\n');
    for (const pkg of [
      'libreoffice-core',
      'libreoffice-writer',
      'libreoffice-impress',
      'fonts-crosextra-carlito',
      'fonts-crosextra-caladea',
      'fonts-liberation',
      'poppler-utils',
      'python3-uno',
      'qpdf',
    ]) {
      expect(text).toContain(pkg);
    }
    expect(lastInstruction(lines, 'CMD')).toContain('services/document-processing/dist/worker.js');
  });

  it('runtime: qpdf, which checks every upload as it arrives', () => {
    expect(effectiveLines(dockerStages(), 'runtime').join('\n')).toMatch(/apt-get install[^\n]*\bqpdf\b/);
  });

  it('gives the frontend the in-cluster gateway address at run time', () => {
    expect(composeEnv(composeService(compose(), 'frontend')).GATEWAY_INTERNAL_URL).toBe('http://gateway:4000');
    for (const overlay of OVERLAYS) expect(appConfig(render(overlay)).GATEWAY_INTERNAL_URL).toBe('http://gateway:4000');
  });

  it('.dockerignore keeps dependencies, build output, data, VCS and secrets out of the context', () => {
    const entries = readRepoFile('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const ignores = (name: string): boolean => entries.some((e) => e === name || e === `**/${name}`);
    for (const name of ['node_modules', 'dist', '.next', '.data', '.git', 'coverage', '.env']) {
      expect(`${name}:${ignores(name)}`).toBe(`${name}:true`);
    }
    expect(entries).toContain('!.env.example');
  });
});
