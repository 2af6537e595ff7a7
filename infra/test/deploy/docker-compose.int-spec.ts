/** docker-compose.yml against the process list and .env.example. */
import { SERVICES, envName, PROCESSES, MIGRATE_ARGS, readRepoFile, envExample } from './deploy-facts';
import { hostPort } from './k8s-render';
import { compose, composeService, composeEnv, dependsOn, commandOf, buildTarget, appServices } from './compose-file';

describe('docker-compose.yml', () => {
  it('runs PostgreSQL 15, Redis 7 and RabbitMQ 3.10+ with healthchecks', () => {
    const file = compose();
    const image = (name: string): string => composeService(file, name).image ?? '';
    expect(image('postgres')).toMatch(/^postgres:15([.-]|$)/);
    expect(image('redis')).toMatch(/^redis:7([.-]|$)/);
    const rabbit = /^rabbitmq:3\.(\d+)/.exec(image('rabbitmq'));
    expect(Number(rabbit?.[1])).toBeGreaterThanOrEqual(10);
    for (const name of ['postgres', 'redis', 'rabbitmq'])
      expect(composeService(file, name).healthcheck?.test).toBeDefined();
  });

  it('runs the migrations once (migrate-all) after PostgreSQL is healthy', () => {
    const migrate = composeService(compose(), 'migrate');
    expect(commandOf(migrate)).toEqual(MIGRATE_ARGS);
    expect(buildTarget(migrate)).toBe('runtime');
    expect(['no', undefined]).toContain(migrate.restart);
    expect(dependsOn(migrate).postgres).toBe('service_healthy');
  });

  it.each(PROCESSES.map((p) => [p.name, p] as const))(
    '%s: command, image target, healthcheck on its port and the migrate dependency',
    (_name, spec) => {
      const service = composeService(compose(), spec.name);
      expect(commandOf(service)).toEqual(spec.args);
      expect(buildTarget(service)).toBe(spec.target);
      const test = service.healthcheck?.test;
      expect(service.healthcheck?.disable).not.toBe(true);
      const testText = Array.isArray(test) ? test.join(' ') : (test ?? '');
      expect(testText).toContain(`:${spec.port}${spec.ready}`);
      expect(dependsOn(service).migrate).toBe('service_completed_successfully');
      const env = composeEnv(service);
      if (spec.name !== 'frontend')
        expect(env[`${envName(spec.name)}_PORT`] ?? env.GATEWAY_PORT).toBe(String(spec.port));
      if (spec.data) {
        const dataDir = env.DATA_DIR ?? '';
        expect(dataDir).toMatch(/^\//);
        const mounted = (service.volumes ?? []).some((v) =>
          typeof v === 'string' ? v.split(':')[1] === dataDir : v.target === dataDir,
        );
        expect(`${spec.name}:${mounted}`).toBe(`${spec.name}:true`);
      }
    },
  );

  it('depends only on services that exist, waiting for health only where a healthcheck exists', () => {
    const file = compose();
    const problems: string[] = [];
    for (const [name, service] of Object.entries(file.services)) {
      for (const [dependency, condition] of Object.entries(dependsOn(service))) {
        const target = file.services[dependency];
        if (!target) problems.push(`${name} depends on unknown ${dependency}`);
        else if (condition === 'service_healthy' && !target.healthcheck?.test) {
          problems.push(`${name} waits for ${dependency} to be healthy, which has no healthcheck`);
        }
      }
    }
    expect(dependsOn(composeService(file, 'gateway'))).toMatchObject(
      Object.fromEntries(SERVICES.map(([name]) => [name, 'service_healthy'])),
    );
    expect(problems).toEqual([]);
  });

  it('publishes only the frontend (3000) and the gateway (4000)', () => {
    const published: string[] = [];
    for (const [name, service] of Object.entries(compose().services)) {
      for (const port of service.ports ?? []) {
        const text = typeof port === 'object' ? `${port.published}:${port.target}` : String(port);
        published.push(`${name} ${text}`);
      }
    }
    expect(published.sort()).toEqual(['frontend 3000:3000', 'gateway 4000:4000']);
  });

  it('shares the app configuration through an x- anchor and sets only variables of .env.example', () => {
    const file = compose();
    const text = readRepoFile('docker-compose.yml');
    expect(text).toMatch(/^x-[\w-]+: &[\w-]+/m);
    const example = envExample();
    const problems: string[] = [];
    const apps = appServices(file);
    expect(apps.length).toBe(PROCESSES.length + 1);
    for (const [name, service] of apps) {
      if (service.env_file !== undefined) problems.push(`${name}: env_file cannot be checked against .env.example`);
      for (const key of Object.keys(composeEnv(service))) {
        if (!example.has(key)) problems.push(`${name}: ${key} is not in .env.example`);
      }
    }
    // Interpolations (${NAME}, ${NAME:-default}) read the developer's environment: same rule.
    for (const match of text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) {
      if (!example.has(match[1] ?? '')) problems.push(`\${${match[1]}} is not in .env.example`);
    }
    // One shared environment: every app container sees the same configuration.
    const first = composeEnv(apps[0]?.[1] ?? {});
    for (const [name, service] of apps)
      expect(`${name}:${JSON.stringify(composeEnv(service))}`).toBe(`${name}:${JSON.stringify(first)}`);
    expect(problems).toEqual([]);
  });

  it('points the addresses in the environment at Compose services and their ports', () => {
    const file = compose();
    const env = composeEnv(composeService(file, 'gateway'));
    const ports = new Map(PROCESSES.map((p) => [p.name, p.port]));
    const infraPorts = new Map([
      ['postgres', 5432],
      ['rabbitmq', 5672],
      ['redis', 6379],
    ]);
    const problems: string[] = [];
    for (const [key, value] of Object.entries(env)) {
      if (!/_URL$/.test(key)) continue;
      const target = hostPort(value);
      if (!target || target.host === 'localhost' || target.host.includes('.')) continue;
      if (!file.services[target.host]) problems.push(`${key}=${value}: no service ${target.host}`);
      const expected = ports.get(target.host) ?? infraPorts.get(target.host);
      if (expected !== undefined && target.port !== undefined && target.port !== expected) {
        problems.push(`${key}=${value}: ${target.host} listens on ${expected}`);
      }
    }
    for (const [name, port] of SERVICES) expect(env[`${envName(name)}_URL`]).toBe(`http://${name}:${port}`);
    expect(env.GATEWAY_INTERNAL_URL).toBe('http://gateway:4000');
    expect(problems).toEqual([]);
  });
});
