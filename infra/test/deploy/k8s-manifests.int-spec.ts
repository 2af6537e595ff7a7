/** The Kubernetes overlays, rendered with `kubectl kustomize`, against the process list and .env.example. kubectl is required: a missing kubectl fails, it does not skip (KUBECTL=/path selects another binary). */
import {
  OVERLAYS,
  SERVICES,
  envName,
  PROCESSES,
  MIGRATE_ARGS,
  AUTOSCALED,
  DATABASE_SECRETS,
  LOCAL_ONLY,
  WRITABLE_ROOT,
  isSecretName,
  envExample,
} from './deploy-facts';
import {
  type Manifest,
  type Workload,
  type ServiceManifest,
  type Hpa,
  type IngressBackend,
  type IngressManifest,
  render,
  ofKind,
  find,
  appWorkloads,
  mainContainer,
  resolvePort,
  secretKeys,
  configMapKeys,
  appConfig,
  appSecretName,
  containerEnvNames,
  quantity,
  hostPort,
} from './k8s-render';
import { imageEnv } from './docker-stages';

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
