import { parse } from 'yaml';
import { readRepoFile } from './deploy-facts';

export interface ComposeService {
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
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

export function compose(): ComposeFile {
  return parse(readRepoFile('docker-compose.yml'), { merge: true }) as ComposeFile;
}

export function composeService(file: ComposeFile, name: string): ComposeService {
  const service = file.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

export function composeEnv(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0] ?? '', entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

export function dependsOn(service: ComposeService): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v.condition ?? 'service_started']));
}

export function commandOf(service: ComposeService): string[] {
  const command = service.command;
  return typeof command === 'string' ? command.split(/\s+/) : (command ?? []);
}

export function buildTarget(service: ComposeService): string | undefined {
  return typeof service.build === 'object' ? service.build.target : undefined;
}

/** Services running the Studyhub image (built from the Dockerfile). */
export function appServices(file: ComposeFile): Array<[string, ComposeService]> {
  return Object.entries(file.services).filter(([, s]) => s.build !== undefined);
}
