/**
 * Static checks of the deployment files: the Kubernetes overlays (rendered with `kubectl kustomize`),
 * docker-compose.yml, the Dockerfile and .dockerignore, against the process list below and
 * .env.example. Nothing is deployed; kubectl is required (a missing kubectl fails, it does not skip).
 *
 *   npx jest --rootDir . --testMatch '**\/infra/test/deploy-manifests.int-spec.ts' \
 *     --transform '{"^.+\\.tsx?$":"@swc/jest"}'
 *
 * KUBECTL=/path/to/kubectl selects another binary.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';
const OVERLAYS = ['dev', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];

// --- What must run -----------------------------------------------------------------------------------

interface ProcessSpec {
  /** Deployment, Service and Compose service name. */
  name: string;
  port: number;
  /** The command, as args after the image's entrypoint (tini). */
  args: string[];
  live: string;
  ready: string;
  /** Image built from the Dockerfile's `runtime` or `worker` target. */
  target: 'runtime' | 'worker';
  /** Secret keys the process needs in Kubernetes. */
  secrets: string[];
  /** Whether it mounts the data volume at DATA_DIR. */
  data: boolean;
}

const SERVICES: Array<[string, number]> = [
  ['auth', 4101],
  ['catalog', 4102],
  ['orders', 4103],
  ['points-ledger', 4104],
  ['document-processing', 4105],
  ['ai-tools', 4106],
  ['notifications', 4107],
  ['content', 4108],
];
const envName = (name: string): string => name.toUpperCase().replace(/-/g, '_');
const BUS_SECRETS = ['RABBITMQ_URL', 'REDIS_URL'];

const PROCESSES: ProcessSpec[] = [
  {
    name: 'gateway',
    port: 4000,
    args: ['node', 'gateway/dist/main.js'],
    live: '/health/live',
    ready: '/health/ready',
    target: 'runtime',
    secrets: BUS_SECRETS,
    data: true,
  },
  ...SERVICES.map(([name, port]): ProcessSpec => ({
    name,
    port,
    args: ['node', `services/${name}/dist/main.js`],
    live: '/health/live',
    ready: '/health/ready',
    target: 'runtime',
    secrets: [`${envName(name)}_DATABASE_URL`, ...BUS_SECRETS],
    data: true,
  })),
  {
    name: 'document-worker',
    port: 4115,
    args: ['node', 'services/document-processing/dist/worker.js'],
    live: '/health/live',
    ready: '/health/ready',
    target: 'worker',
    secrets: ['DOCUMENT_PROCESSING_DATABASE_URL', ...BUS_SECRETS],
    data: true,
  },
  {
    name: 'frontend',
    port: 3000,
    args: ['npm', 'run', 'serve', '-w', '@studyhub/frontend', '--', '-p', '3000'],
    live: '/healthz',
    ready: '/healthz',
    target: 'runtime',
    secrets: [],
    data: false,
  },
];

const MIGRATE_ARGS = ['node', 'infra/dist/cli/migrate-all.js'];
const AUTOSCALED = ['gateway', 'document-worker'];
const DATABASE_SECRETS = SERVICES.map(([name]) => `${envName(name)}_DATABASE_URL`);

/**
 * Variables of .env.example that deployments deliberately do not set, each with its reason.
 * Every other variable must come from the ConfigMap or the Secret.
 */
const LOCAL_ONLY: Record<string, string> = {};

/** Containers allowed a writable root filesystem, with the reason. */
const WRITABLE_ROOT: Record<string, string> = {
  frontend: '`next start` writes its image and incremental caches into frontend/.next',
};

/** Variables whose values are credentials or carry them: Secret only, never the ConfigMap. */
function isSecretName(name: string): boolean {
  return (
    ['POSTGRES_URL', 'RABBITMQ_URL', 'REDIS_URL', 'SMTP_URL'].includes(name) ||
    name.endsWith('_DATABASE_URL') ||
    /SECRET|PASSWORD|_KEY$|_KEY_ID$/.test(name)
  );
}

// --- Reading files -----------------------------------------------------------------------------------

function readRepoFile(relative: string): string {
  return readFileSync(path.join(ROOT, relative), 'utf8');
}

/** Variable names of .env.example (uncommented `NAME=value` lines) with their default values. */
function envExample(): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of readRepoFile('.env.example').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) vars.set(match[1], match[2] ?? '');
  }
  return vars;
}

// --- Kubernetes shapes (only the fields checked here) -------------------------------------------------

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
interface EnvFrom {
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
interface Probe {
  httpGet?: { path?: string; port?: number | string };
  exec?: { command?: string[] };
}
type Quantities = Record<string, string | number | undefined>;
interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  envFrom?: EnvFrom[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Quantities; limits?: Quantities };
  securityContext?: {
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    privileged?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}
interface Volume {
  name: string;
  emptyDir?: unknown;
  persistentVolumeClaim?: { claimName: string };
  configMap?: { name: string };
  secret?: { secretName: string };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
  restartPolicy?: string;
  enableServiceLinks?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Workload extends Manifest {
  spec: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
}
interface ServiceManifest extends Manifest {
  spec: {
    selector?: Record<string, string>;
    ports: Array<{ name?: string; port: number; targetPort?: number | string }>;
  };
}
interface Hpa extends Manifest {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: unknown[];
  };
}
interface IngressBackend {
  service?: { name: string; port: { name?: string; number?: number } };
}
interface IngressManifest extends Manifest {
  spec: {
    tls?: Array<{ hosts?: string[]; secretName?: string }>;
    rules?: Array<{
      host?: string;
      http?: { paths: Array<{ path?: string; pathType?: string; backend: IngressBackend }> };
    }>;
  };
}
interface ExternalSecretManifest extends Manifest {
  spec: { target?: { name?: string }; data?: Array<{ secretKey: string }>; dataFrom?: unknown[] };
}

// --- Rendering -----------------------------------------------------------------------------------

const rendered = new Map<Overlay, Manifest[]>();

/** `kubectl kustomize k8s/overlays/<overlay>`, parsed; throws a clear error when kubectl is missing. */
function render(overlay: Overlay): Manifest[] {
  const cached = rendered.get(overlay);
  if (cached) return cached;
  const dir = path.join(ROOT, 'k8s', 'overlays', overlay);
  const result = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `kubectl was not found (looked for "${KUBECTL}"). These tests render the manifests with ` +
            '`kubectl kustomize`: install kubectl (v1.27+, bundled kustomize v5) or set KUBECTL=/path/to/kubectl.'
        : `could not run ${KUBECTL}: ${result.error.message}`,
    );
  }
  if (result.status !== 0) {
    throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed (exit ${result.status}):\n${result.stderr}`);
  }
  const manifests: Manifest[] = [];
  for (const doc of parseAllDocuments(result.stdout)) {
    if (doc.errors.length > 0) throw new Error(`unparsable output of kustomize: ${doc.errors[0]?.message}`);
    const value = doc.toJS() as Manifest | null;
    if (value) manifests.push(value);
  }
  rendered.set(overlay, manifests);
  return manifests;
}

function ofKind<T extends Manifest>(manifests: Manifest[], kind: string): T[] {
  return manifests.filter((m) => m.kind === kind) as T[];
}

function find<T extends Manifest>(manifests: Manifest[], kind: string, name: string): T {
  const found = ofKind<T>(manifests, kind).find((m) => m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name}`);
  return found;
}

/** App workloads: the base's Deployments and the Job (the dev overlay also holds infra Deployments). */
function appWorkloads(manifests: Manifest[]): Workload[] {
  return [...ofKind<Workload>(manifests, 'Deployment'), ...ofKind<Workload>(manifests, 'Job')].filter(
    (w) => w.metadata.labels?.['app.kubernetes.io/part-of'] === 'studyhub',
  );
}

function mainContainer(workload: Workload): Container {
  const containers = workload.spec.template.spec.containers;
  const container = containers.find((c) => c.name === workload.metadata.name) ?? containers[0];
  if (!container) throw new Error(`${workload.metadata.name} has no container`);
  return container;
}

function resolvePort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  if (port !== undefined && /^\d+$/.test(port)) return Number(port);
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** Keys of each Secret in the render: Secret objects and ExternalSecret targets. */
function secretKeys(manifests: Manifest[]): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const secret of ofKind(manifests, 'Secret')) {
    keys.set(
      secret.metadata.name,
      new Set([...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})]),
    );
  }
  for (const external of ofKind<ExternalSecretManifest>(manifests, 'ExternalSecret')) {
    if (external.spec.dataFrom?.length) {
      throw new Error(
        `ExternalSecret ${external.metadata.name} uses dataFrom: its keys cannot be checked, list them in data`,
      );
    }
    const name = external.spec.target?.name ?? external.metadata.name;
    keys.set(name, new Set((external.spec.data ?? []).map((d) => d.secretKey)));
  }
  return keys;
}

function configMapKeys(manifests: Manifest[]): Map<string, Set<string>> {
  return new Map(ofKind(manifests, 'ConfigMap').map((cm) => [cm.metadata.name, new Set(Object.keys(cm.data ?? {}))]));
}

/** The app's ConfigMap (the one every app container loads with envFrom). */
function appConfig(manifests: Manifest[]): Record<string, string> {
  const gateway = mainContainer(find<Workload>(manifests, 'Deployment', 'gateway'));
  const name = gateway.envFrom?.find((e) => e.configMapRef)?.configMapRef?.name;
  if (!name) throw new Error('the gateway loads no ConfigMap with envFrom');
  return find(manifests, 'ConfigMap', name).data ?? {};
}

/** The Secret every app container reads its credentials from. */
function appSecretName(manifests: Manifest[]): string {
  const gateway = mainContainer(find<Workload>(manifests, 'Deployment', 'gateway'));
  const ref = gateway.env?.find((e) => e.valueFrom?.secretKeyRef)?.valueFrom?.secretKeyRef?.name;
  if (!ref) throw new Error('the gateway reads no Secret');
  return ref;
}

/** Environment variable names a container receives from ConfigMaps and Secrets (envFrom expanded). */
function containerEnvNames(container: Container, manifests: Manifest[]): Set<string> {
  const names = new Set<string>();
  const configMaps = configMapKeys(manifests);
  const secrets = secretKeys(manifests);
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) for (const k of configMaps.get(from.configMapRef.name) ?? []) names.add(k);
    if (from.secretRef) for (const k of secrets.get(from.secretRef.name) ?? []) names.add(k);
  }
  for (const env of container.env ?? []) names.add(env.name);
  return names;
}

const CPU_UNITS: Record<string, number> = { m: 1e-3, '': 1 };
const MEMORY_UNITS: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
};

function quantity(value: string | number | undefined, resource: 'cpu' | 'memory'): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(String(value));
  const units = resource === 'cpu' ? CPU_UNITS : MEMORY_UNITS;
  const factor = match ? units[match[2] ?? ''] : undefined;
  if (!match || factor === undefined) throw new Error(`unreadable ${resource} quantity: ${String(value)}`);
  return Number(match[1]) * factor;
}

/** host and port of an http(s)/postgres/amqp/redis URL. */
function hostPort(url: string): { host: string; port: number | undefined } | undefined {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : undefined };
  } catch {
    return undefined;
  }
}

// --- Kubernetes -------------------------------------------------------------------------------------

describe.each(OVERLAYS)('kubectl kustomize k8s/overlays/%s', (overlay) => {
  const manifests = (): Manifest[] => render(overlay);

  it('renders', () => {
    expect(manifests().length).toBeGreaterThan(0);
  });

  it.each(PROCESSES.map((p) => [p.name, p] as const))(
    '%s: Deployment with its command, image, port, liveness and readiness probes',
    (_name, spec) => {
      const deployment = find<Workload>(manifests(), 'Deployment', spec.name);
      const container = mainContainer(deployment);
      // args, never command: command would replace the image's entrypoint (tini, the signal handler).
      expect(container.command).toBeUndefined();
      expect(container.args).toEqual(spec.args);
      const image = container.image ?? '';
      if (spec.target === 'worker') expect(image).toMatch(/studyhub-worker(:|@|$)/);
      else expect(image).toMatch(/(^|\/)studyhub(:|@|$)/);
      expect(container.ports?.map((p) => p.containerPort)).toContain(spec.port);
      expect(container.livenessProbe?.httpGet?.path).toBe(spec.live);
      expect(resolvePort(container, container.livenessProbe?.httpGet?.port)).toBe(spec.port);
      expect(container.readinessProbe?.httpGet?.path).toBe(spec.ready);
      expect(resolvePort(container, container.readinessProbe?.httpGet?.port)).toBe(spec.port);
      // The selector must select the pods of the template.
      const matchLabels = deployment.spec.selector?.matchLabels ?? {};
      expect(Object.keys(matchLabels).length).toBeGreaterThan(0);
      expect(deployment.spec.template.metadata?.labels).toMatchObject(matchLabels);
    },
  );

  it.each(PROCESSES.map((p) => [p.name, p] as const))('%s: Service reaching the container port', (_name, spec) => {
    const deployment = find<Workload>(manifests(), 'Deployment', spec.name);
    const service = find<ServiceManifest>(manifests(), 'Service', spec.name);
    const selector = service.spec.selector ?? {};
    expect(Object.keys(selector).length).toBeGreaterThan(0);
    expect(deployment.spec.template.metadata?.labels).toMatchObject(selector);
    const port = service.spec.ports.find((p) => p.port === spec.port);
    expect(port).toBeDefined();
    expect(resolvePort(mainContainer(deployment), port?.targetPort ?? port?.port)).toBe(spec.port);
  });

  it('gives every container of every app workload resource requests and limits (requests <= limits)', () => {
    const workloads = [...ofKind<Workload>(manifests(), 'Deployment'), ...ofKind<Workload>(manifests(), 'Job')];
    expect(workloads.length).toBeGreaterThanOrEqual(PROCESSES.length + 1);
    for (const workload of workloads) {
      const spec = workload.spec.template.spec;
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        const where = `${workload.kind}/${workload.metadata.name} container ${container.name}`;
        for (const resource of ['cpu', 'memory'] as const) {
          const request = container.resources?.requests?.[resource];
          const limit = container.resources?.limits?.[resource];
          if (request === undefined || limit === undefined)
            throw new Error(`${where}: no ${resource} request or limit`);
          if (quantity(request, resource) > quantity(limit, resource)) {
            throw new Error(`${where}: ${resource} request ${request} exceeds limit ${limit}`);
          }
        }
      }
    }
  });

  it('runs the migrations in a Job (migrate-all with every database URL)', () => {
    const jobs = ofKind<Workload>(manifests(), 'Job').filter((job) =>
      job.spec.template.spec.containers.some(
        (c) => JSON.stringify([...(c.command ?? []), ...(c.args ?? [])]) === JSON.stringify(MIGRATE_ARGS),
      ),
    );
    expect(jobs).toHaveLength(1);
    const job = jobs[0] as Workload;
    expect(['Never', 'OnFailure']).toContain(job.spec.template.spec.restartPolicy);
    const container = job.spec.template.spec.containers.find((c) => c.args?.includes(MIGRATE_ARGS[1] as string));
    if (!container) throw new Error('no migrate container');
    expect(container.command).toBeUndefined();
    const names = containerEnvNames(container, manifests());
    for (const key of ['POSTGRES_URL', ...DATABASE_SECRETS]) expect([...names]).toContain(key);
  });

  it('autoscales the gateway and the document worker, and leaves their replica count to the HPA', () => {
    const hpas = ofKind<Hpa>(manifests(), 'HorizontalPodAutoscaler');
    for (const name of AUTOSCALED) {
      const hpa = hpas.find((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name);
      if (!hpa) throw new Error(`no HorizontalPodAutoscaler targets Deployment ${name}`);
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef.apiVersion).toBe('apps/v1');
      expect(hpa.spec.minReplicas ?? 1).toBeGreaterThanOrEqual(1);
      expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas ?? 1);
      expect(hpa.spec.metrics?.length ?? 0).toBeGreaterThan(0);
      // A replicas field would be reset by every `kubectl apply`, fighting the autoscaler.
      expect(find<Workload>(manifests(), 'Deployment', name).spec.replicas).toBeUndefined();
    }
    for (const hpa of hpas) find(manifests(), hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
  });

  it('defines every ConfigMap, Secret, key and volume source the workloads read', () => {
    const configMaps = configMapKeys(manifests());
    const secrets = secretKeys(manifests());
    const claims = new Set(ofKind(manifests(), 'PersistentVolumeClaim').map((c) => c.metadata.name));
    const problems: string[] = [];
    for (const workload of [...ofKind<Workload>(manifests(), 'Deployment'), ...ofKind<Workload>(manifests(), 'Job')]) {
      const spec = workload.spec.template.spec;
      const where = `${workload.kind}/${workload.metadata.name}`;
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        for (const from of container.envFrom ?? []) {
          if (from.configMapRef && !from.configMapRef.optional && !configMaps.has(from.configMapRef.name)) {
            problems.push(`${where}: envFrom ConfigMap ${from.configMapRef.name} is missing`);
          }
          if (from.secretRef && !from.secretRef.optional && !secrets.has(from.secretRef.name)) {
            problems.push(`${where}: envFrom Secret ${from.secretRef.name} is missing`);
          }
        }
        for (const env of container.env ?? []) {
          const cmRef = env.valueFrom?.configMapKeyRef;
          if (cmRef && !cmRef.optional && !configMaps.get(cmRef.name)?.has(cmRef.key)) {
            problems.push(`${where}: ${env.name} reads ConfigMap ${cmRef.name} key ${cmRef.key}, which is missing`);
          }
          const secretRef = env.valueFrom?.secretKeyRef;
          if (secretRef && !secretRef.optional && !secrets.get(secretRef.name)?.has(secretRef.key)) {
            problems.push(
              `${where}: ${env.name} reads Secret ${secretRef.name} key ${secretRef.key}, which is missing`,
            );
          }
        }
        const volumes = new Set((spec.volumes ?? []).map((v) => v.name));
        for (const mount of container.volumeMounts ?? []) {
          if (!volumes.has(mount.name)) problems.push(`${where}: mounts undeclared volume ${mount.name}`);
        }
      }
      for (const volume of spec.volumes ?? []) {
        if (volume.persistentVolumeClaim && !claims.has(volume.persistentVolumeClaim.claimName)) {
          problems.push(`${where}: PersistentVolumeClaim ${volume.persistentVolumeClaim.claimName} is missing`);
        }
        if (volume.configMap && !configMaps.has(volume.configMap.name)) {
          problems.push(`${where}: ConfigMap volume ${volume.configMap.name} is missing`);
        }
        if (volume.secret && !secrets.has(volume.secret.secretName)) {
          problems.push(`${where}: Secret volume ${volume.secret.secretName} is missing`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each process the secrets it needs, and every app Secret key is read by some workload', () => {
    const secretName = appSecretName(manifests());
    const available = secretKeys(manifests()).get(secretName);
    if (!available) throw new Error(`Secret ${secretName} is not in the render`);
    const read = new Set<string>();
    for (const workload of appWorkloads(manifests())) {
      for (const container of workload.spec.template.spec.containers) {
        for (const env of container.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref?.name === secretName) {
            // The variable carries the key's name, so each process sees it under the documented name.
            expect(`${workload.metadata.name}:${env.name}`).toBe(`${workload.metadata.name}:${ref.key}`);
            read.add(ref.key);
          }
        }
        if (container.envFrom?.some((from) => from.secretRef?.name === secretName))
          for (const key of available) read.add(key);
      }
    }
    for (const spec of PROCESSES) {
      const names = containerEnvNames(mainContainer(find<Workload>(manifests(), 'Deployment', spec.name)), manifests());
      for (const key of spec.secrets)
        expect(`${spec.name}:${names.has(key) ? key : 'missing ' + key}`).toBe(`${spec.name}:${key}`);
    }
    expect([...available].filter((key) => !read.has(key))).toEqual([]);
  });

  it('provides every variable of .env.example from the ConfigMap or the Secret (credentials only in the Secret)', () => {
    const config = appConfig(manifests());
    const secret = secretKeys(manifests()).get(appSecretName(manifests())) ?? new Set<string>();
    // Container-wide settings the image itself sets (e.g. BIND_HOST=0.0.0.0) count as provided.
    const image = new Set([...imageEnv('runtime').keys()].filter((name) => imageEnv('worker').has(name)));
    const example = envExample();
    const problems: string[] = [];
    for (const name of example.keys()) {
      if (name in LOCAL_ONLY) {
        if (name in config || secret.has(name)) problems.push(`${name} is listed as local-only but is provided`);
        continue;
      }
      if (isSecretName(name)) {
        if (!secret.has(name)) problems.push(`${name} (a credential) is not in the Secret`);
        if (name in config) problems.push(`${name} (a credential) is in the ConfigMap`);
      } else if (!(name in config) && !image.has(name)) {
        problems.push(`${name} is not in the ConfigMap`);
      }
    }
    for (const name of Object.keys(LOCAL_ONLY)) {
      if (!example.has(name)) problems.push(`LOCAL_ONLY lists ${name}, which .env.example does not have`);
    }
    // The reverse: a key that .env.example does not document is a typo or an undocumented variable.
    for (const name of [...Object.keys(config), ...secret]) {
      if (!example.has(name)) problems.push(`${name} is set in Kubernetes but not documented in .env.example`);
    }
    expect(problems).toEqual([]);
  });

  it('points the in-cluster addresses of the ConfigMap (and of dev secrets) at existing Services and ports', () => {
    const services = ofKind<ServiceManifest>(manifests(), 'Service');
    const config = appConfig(manifests());
    const values: Array<[string, string]> = Object.entries(config);
    const secretName = appSecretName(manifests());
    const secret = ofKind(manifests(), 'Secret').find((s) => s.metadata.name === secretName);
    for (const [key, value] of Object.entries(secret?.data ?? {}))
      values.push([key, Buffer.from(value, 'base64').toString('utf8')]);
    const problems: string[] = [];
    let checked = 0;
    for (const [key, value] of values) {
      if (!/_URL$/.test(key)) continue;
      const target = hostPort(value);
      // Only in-cluster names (no dot): public hosts are checked against the Ingress below.
      if (!target || target.host.includes('.') || target.host === 'localhost') continue;
      checked += 1;
      const service = services.find((s) => s.metadata.name === target.host);
      if (!service) problems.push(`${key}=${value}: no Service ${target.host}`);
      else if (target.port !== undefined && !service.spec.ports.some((p) => p.port === target.port)) {
        problems.push(`${key}=${value}: Service ${target.host} has no port ${target.port}`);
      }
    }
    for (const [name, port] of SERVICES) {
      expect(config[`${envName(name)}_URL`]).toBe(`http://${name}:${port}`);
      expect(config[`${envName(name)}_PORT`]).toBe(String(port));
    }
    expect(config.GATEWAY_PORT).toBe('4000');
    expect(config.DOCUMENT_WORKER_PORT).toBe('4115');
    expect(checked).toBeGreaterThanOrEqual(SERVICES.length + 2);
    expect(problems).toEqual([]);
  });

  it('routes / to the frontend and /api to the gateway, on the host of PUBLIC_URL', () => {
    const ingresses = ofKind<IngressManifest>(manifests(), 'Ingress');
    expect(ingresses).toHaveLength(1);
    const ingress = ingresses[0] as IngressManifest;
    const services = ofKind<ServiceManifest>(manifests(), 'Service');
    const backendPort = (backend: IngressBackend): number | undefined => {
      const service = services.find((s) => s.metadata.name === backend.service?.name);
      const port = backend.service?.port;
      return service?.spec.ports.find((p) =>
        port?.number !== undefined ? p.port === port.number : p.name === port?.name,
      )?.port;
    };
    const rule = ingress.spec.rules?.[0];
    const paths = rule?.http?.paths ?? [];
    const root = paths.find((p) => p.path === '/');
    const api = paths.find((p) => p.path === '/api');
    expect(root?.backend.service?.name).toBe('frontend');
    expect(root && backendPort(root.backend)).toBe(3000);
    expect(api?.backend.service?.name).toBe('gateway');
    expect(api?.pathType).toBe('Prefix');
    expect(api && backendPort(api.backend)).toBe(4000);
    const publicUrl = new URL(appConfig(manifests()).PUBLIC_URL ?? '');
    expect(rule?.host).toBe(publicUrl.hostname);
    const tlsHosts = (ingress.spec.tls ?? []).flatMap((t) => t.hosts ?? []);
    expect(publicUrl.protocol === 'https:').toBe(tlsHosts.includes(publicUrl.hostname));
  });

  it('runs every app container as non-root, without privilege escalation, read-only where possible', () => {
    const problems: string[] = [];
    const workloads = appWorkloads(manifests());
    expect(workloads.length).toBe(PROCESSES.length + 1);
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      const where = `${workload.kind}/${workload.metadata.name}`;
      // Service links would inject AUTH_PORT=tcp://..., GATEWAY_PORT=... over the *_PORT variables.
      if (pod.enableServiceLinks !== false) problems.push(`${where}: enableServiceLinks is not false`);
      for (const container of pod.containers) {
        const security = container.securityContext ?? {};
        if (!(security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot))
          problems.push(`${where}: runAsNonRoot missing`);
        if (security.allowPrivilegeEscalation !== false)
          problems.push(`${where}: allowPrivilegeEscalation is not false`);
        if (security.privileged) problems.push(`${where}: privileged`);
        if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities not dropped`);
        const readOnly = security.readOnlyRootFilesystem === true;
        if (!readOnly && !(workload.metadata.name in WRITABLE_ROOT))
          problems.push(`${where}: root filesystem is writable`);
        if (readOnly) {
          const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
          const volume = pod.volumes?.find((v) => v.name === tmp?.name);
          if (!volume?.emptyDir) problems.push(`${where}: read-only root without an emptyDir at /tmp`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('mounts the data volume at DATA_DIR for the backend processes', () => {
    const dataDir = appConfig(manifests()).DATA_DIR;
    expect(dataDir).toMatch(/^\//);
    for (const spec of PROCESSES.filter((p) => p.data)) {
      const deployment = find<Workload>(manifests(), 'Deployment', spec.name);
      const mount = mainContainer(deployment).volumeMounts?.find((m) => m.mountPath === dataDir);
      const volume = deployment.spec.template.spec.volumes?.find((v) => v.name === mount?.name);
      expect(`${spec.name}:${volume?.persistentVolumeClaim ? 'claim' : 'none'}`).toBe(`${spec.name}:claim`);
    }
  });

  if (overlay === 'dev') {
    it('dev: one replica of everything and a Secret with placeholder values for the local infrastructure', () => {
      for (const spec of PROCESSES) {
        const deployment = find<Workload>(manifests(), 'Deployment', spec.name);
        if (AUTOSCALED.includes(spec.name)) continue;
        expect(`${spec.name}:${deployment.spec.replicas}`).toBe(`${spec.name}:1`);
      }
      for (const hpa of ofKind<Hpa>(manifests(), 'HorizontalPodAutoscaler')) expect(hpa.spec.minReplicas).toBe(1);
      const secret = ofKind(manifests(), 'Secret').find((s) => s.metadata.name === appSecretName(manifests()));
      expect(secret).toBeDefined();
    });
  }

  if (overlay === 'production') {
    it('production: no secret values, pinned images, replicas, a gateway PodDisruptionBudget and TLS', () => {
      expect(ofKind(manifests(), 'Secret')).toEqual([]);
      for (const workload of appWorkloads(manifests())) {
        for (const container of workload.spec.template.spec.containers) {
          const image = container.image ?? '';
          expect(image).toMatch(/^[^:]+\/[^:]+(:[\w.-]+|@sha256:[0-9a-f]+)$/);
          expect(image).not.toMatch(/:latest$/);
        }
      }
      for (const spec of PROCESSES.filter((p) => !AUTOSCALED.includes(p.name))) {
        const replicas = find<Workload>(manifests(), 'Deployment', spec.name).spec.replicas ?? 1;
        expect(`${spec.name}:${replicas >= 2}`).toBe(`${spec.name}:true`);
      }
      for (const hpa of ofKind<Hpa>(manifests(), 'HorizontalPodAutoscaler')) {
        expect(hpa.spec.minReplicas ?? 1).toBeGreaterThanOrEqual(2);
      }
      const gatewayLabels = find<Workload>(manifests(), 'Deployment', 'gateway').spec.template.metadata?.labels ?? {};
      const pdbs = ofKind<Manifest & { spec: { selector?: { matchLabels?: Record<string, string> } } }>(
        manifests(),
        'PodDisruptionBudget',
      );
      expect(
        pdbs.some((pdb) => {
          const selector = pdb.spec.selector?.matchLabels ?? {};
          return Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => gatewayLabels[k] === v);
        }),
      ).toBe(true);
      const ingress = ofKind<IngressManifest>(manifests(), 'Ingress')[0];
      expect(ingress?.spec.tls?.[0]?.secretName).toBeTruthy();
      expect(ingress?.spec.tls?.[0]?.hosts).toContain(ingress?.spec.rules?.[0]?.host);
    });

    it('production: larger limits than dev for every process', () => {
      const dev = render('dev');
      for (const spec of PROCESSES) {
        const prodLimits = mainContainer(find<Workload>(manifests(), 'Deployment', spec.name)).resources?.limits ?? {};
        const devLimits = mainContainer(find<Workload>(dev, 'Deployment', spec.name)).resources?.limits ?? {};
        expect(`${spec.name}:${quantity(prodLimits.memory, 'memory') > quantity(devLimits.memory, 'memory')}`).toBe(
          `${spec.name}:true`,
        );
        expect(`${spec.name}:${quantity(prodLimits.cpu, 'cpu') >= quantity(devLimits.cpu, 'cpu')}`).toBe(
          `${spec.name}:true`,
        );
      }
    });
  }
});

// --- Docker Compose --------------------------------------------------------------------------------

interface ComposeService {
  image?: string;
  build?: string | { context?: string; target?: string; dockerfile?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: unknown;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: Array<string | number | { target?: number; published?: string | number }>;
  volumes?: Array<string | { type?: string; source?: string; target?: string }>;
  restart?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

function compose(): ComposeFile {
  return parse(readRepoFile('docker-compose.yml'), { merge: true }) as ComposeFile;
}

function composeService(file: ComposeFile, name: string): ComposeService {
  const service = file.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

function composeEnv(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0] ?? '', entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

function dependsOn(service: ComposeService): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v.condition ?? 'service_started']));
}

function commandOf(service: ComposeService): string[] {
  const command = service.command;
  return typeof command === 'string' ? command.split(/\s+/) : (command ?? []);
}

function buildTarget(service: ComposeService): string | undefined {
  return typeof service.build === 'object' ? service.build.target : undefined;
}

/** Services running the Studyhub image (built from the Dockerfile). */
function appServices(file: ComposeFile): Array<[string, ComposeService]> {
  return Object.entries(file.services).filter(([, s]) => s.build !== undefined);
}

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

// --- Dockerfile and .dockerignore ------------------------------------------------------------------------

interface Stage {
  name: string;
  from: string;
  lines: string[];
}

/** Stages of the Dockerfile, with their instructions (continuation lines joined). */
function dockerStages(): Stage[] {
  const joined = readRepoFile('Dockerfile')
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of joined) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[2] ?? String(stages.length), from: from[1] ?? '', lines: [] });
    else stages[stages.length - 1]?.lines.push(line);
  }
  return stages;
}

/** Instructions in effect for a stage: its own and those of the stages it is built from. */
function effectiveLines(stages: Stage[], name: string): string[] {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`Dockerfile has no stage ${name}`);
  const parent = stages.find((s) => s.name === stage.from);
  return [...(parent ? effectiveLines(stages, parent.name) : []), ...stage.lines];
}

/** Environment variables an image target sets (its ENV instructions and those of its parents). */
function imageEnv(target: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const line of effectiveLines(dockerStages(), target)) {
    const body = /^ENV\s+(.*)$/i.exec(line)?.[1];
    if (body === undefined) continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(body)) {
      const [key, ...value] = body.split(/\s+/);
      if (key) env.set(key, value.join(' '));
      continue;
    }
    for (const match of body.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env.set(match[1] ?? '', (match[2] ?? '').replace(/^"(.*)"$/, '$1'));
    }
  }
  return env;
}

function lastInstruction(lines: string[], instruction: string): string | undefined {
  return lines.filter((l) => l.toUpperCase().startsWith(`${instruction} `)).pop();
}

describe('Dockerfile', () => {
  it('has deps, build, runtime and worker stages, runtime being the default target', () => {
    const stages = dockerStages();
    const names = stages.map((s) => s.name);
    for (const name of ['deps', 'build', 'runtime', 'worker']) expect(names).toContain(name);
    expect(stages[stages.length - 1]?.name).toBe('runtime');
    const text = readRepoFile('Dockerfile');
    expect(text).toMatch(/npm ci(?! --omit)/);
    expect(text).toMatch(/npm ci --omit=dev/);
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

  it('worker: LibreOffice, the fonts and poppler, and the worker command', () => {
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
    ]) {
      expect(text).toContain(pkg);
    }
    expect(lastInstruction(lines, 'CMD')).toContain('services/document-processing/dist/worker.js');
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
