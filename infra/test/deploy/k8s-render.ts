import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT, KUBECTL, type Overlay } from './deploy-facts';

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
export interface EnvFrom {
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
export interface Probe {
  httpGet?: { path?: string; port?: number | string };
  exec?: { command?: string[] };
}
export type Quantities = Record<string, string | number | undefined>;
export interface Container {
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
export interface Volume {
  name: string;
  emptyDir?: unknown;
  persistentVolumeClaim?: { claimName: string };
  configMap?: { name: string };
  secret?: { secretName: string };
}
export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
  restartPolicy?: string;
  enableServiceLinks?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
export interface Workload extends Manifest {
  spec: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
}
export interface ServiceManifest extends Manifest {
  spec: {
    selector?: Record<string, string>;
    ports: Array<{ name?: string; port: number; targetPort?: number | string }>;
  };
}
export interface Hpa extends Manifest {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: unknown[];
  };
}
export interface IngressBackend {
  service?: { name: string; port: { name?: string; number?: number } };
}
export interface IngressManifest extends Manifest {
  spec: {
    tls?: Array<{ hosts?: string[]; secretName?: string }>;
    rules?: Array<{
      host?: string;
      http?: { paths: Array<{ path?: string; pathType?: string; backend: IngressBackend }> };
    }>;
  };
}
export interface ExternalSecretManifest extends Manifest {
  spec: { target?: { name?: string }; data?: Array<{ secretKey: string }>; dataFrom?: unknown[] };
}

// --- Rendering -----------------------------------------------------------------------------------

export const rendered = new Map<Overlay, Manifest[]>();

/** `kubectl kustomize k8s/overlays/<overlay>`, parsed; throws a clear error when kubectl is missing. */
export function render(overlay: Overlay): Manifest[] {
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

export function ofKind<T extends Manifest>(manifests: Manifest[], kind: string): T[] {
  return manifests.filter((m) => m.kind === kind) as T[];
}

export function find<T extends Manifest>(manifests: Manifest[], kind: string, name: string): T {
  const found = ofKind<T>(manifests, kind).find((m) => m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name}`);
  return found;
}

/** App workloads: the base's Deployments and the Job (the dev overlay also holds infra Deployments). */
export function appWorkloads(manifests: Manifest[]): Workload[] {
  return [...ofKind<Workload>(manifests, 'Deployment'), ...ofKind<Workload>(manifests, 'Job')].filter(
    (w) => w.metadata.labels?.['app.kubernetes.io/part-of'] === 'studyhub',
  );
}

export function mainContainer(workload: Workload): Container {
  const containers = workload.spec.template.spec.containers;
  const container = containers.find((c) => c.name === workload.metadata.name) ?? containers[0];
  if (!container) throw new Error(`${workload.metadata.name} has no container`);
  return container;
}

export function resolvePort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  if (port !== undefined && /^\d+$/.test(port)) return Number(port);
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** Keys of each Secret in the render: Secret objects and ExternalSecret targets. */
export function secretKeys(manifests: Manifest[]): Map<string, Set<string>> {
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

export function configMapKeys(manifests: Manifest[]): Map<string, Set<string>> {
  return new Map(ofKind(manifests, 'ConfigMap').map((cm) => [cm.metadata.name, new Set(Object.keys(cm.data ?? {}))]));
}

/** The app's ConfigMap (the one every app container loads with envFrom). */
export function appConfig(manifests: Manifest[]): Record<string, string> {
  const gateway = mainContainer(find<Workload>(manifests, 'Deployment', 'gateway'));
  const name = gateway.envFrom?.find((e) => e.configMapRef)?.configMapRef?.name;
  if (!name) throw new Error('the gateway loads no ConfigMap with envFrom');
  return find(manifests, 'ConfigMap', name).data ?? {};
}

/** The Secret every app container reads its credentials from. */
export function appSecretName(manifests: Manifest[]): string {
  const gateway = mainContainer(find<Workload>(manifests, 'Deployment', 'gateway'));
  const ref = gateway.env?.find((e) => e.valueFrom?.secretKeyRef)?.valueFrom?.secretKeyRef?.name;
  if (!ref) throw new Error('the gateway reads no Secret');
  return ref;
}

/** Environment variable names a container receives from ConfigMaps and Secrets (envFrom expanded). */
export function containerEnvNames(container: Container, manifests: Manifest[]): Set<string> {
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

export const CPU_UNITS: Record<string, number> = { m: 1e-3, '': 1 };
export const MEMORY_UNITS: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
};

export function quantity(value: string | number | undefined, resource: 'cpu' | 'memory'): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(String(value));
  const units = resource === 'cpu' ? CPU_UNITS : MEMORY_UNITS;
  const factor = match ? units[match[2] ?? ''] : undefined;
  if (!match || factor === undefined) throw new Error(`unreadable ${resource} quantity: ${String(value)}`);
  return Number(match[1]) * factor;
}

/** host and port of an http(s)/postgres/amqp/redis URL. */
export function hostPort(url: string): { host: string; port: number | undefined } | undefined {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : undefined };
  } catch {
    return undefined;
  }
}

// --- Kubernetes -------------------------------------------------------------------------------------
