import { SERVICE_NAMES, type ServiceName } from '@studyhub/contracts';
import { HEALTH_CHECK_TIMEOUT_MS, type HealthCheck, type ReadinessReport, evaluateReadiness } from '@studyhub/platform';

export interface ServiceStatus {
  status: 'ready' | 'not_ready' | 'unreachable';
  checks?: ReadinessReport['checks'];
  error?: string;
}

export interface GatewayReadiness {
  /** `ready` when the gateway and every service are; `degraded` when the gateway is but a service is not. */
  status: 'ready' | 'degraded' | 'not_ready';
  gateway: ReadinessReport;
  services: Record<ServiceName, ServiceStatus>;
}

async function probeService(baseUrl: string, timeoutMs: number): Promise<ServiceStatus> {
  try {
    const response = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => ({}))) as Partial<ReadinessReport>;
    return {
      status: response.ok && body.status === 'ready' ? 'ready' : 'not_ready',
      ...(body.checks ? { checks: body.checks } : {}),
    };
  } catch (error) {
    return { status: 'unreachable', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The gateway's own readiness (Redis, broker) decides whether it takes traffic; the services'
 * readiness is reported beside it, so one service down does not take the whole API off the air.
 */
export async function evaluateGatewayReadiness(
  ownChecks: readonly HealthCheck[],
  serviceUrls: Record<ServiceName, string>,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<GatewayReadiness> {
  const [gateway, ...statuses] = await Promise.all([
    evaluateReadiness(ownChecks, timeoutMs),
    ...SERVICE_NAMES.map((service) => probeService(serviceUrls[service], timeoutMs)),
  ]);
  const services = Object.fromEntries(SERVICE_NAMES.map((service, index) => [service, statuses[index]])) as Record<
    ServiceName,
    ServiceStatus
  >;
  const allServicesReady = Object.values(services).every((s) => s.status === 'ready');
  const status = gateway.status !== 'ready' ? 'not_ready' : allServicesReady ? 'ready' : 'degraded';
  return { status, gateway, services };
}
