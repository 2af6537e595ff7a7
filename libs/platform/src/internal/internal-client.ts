import { AppError } from '../errors/app-error';
import { signInternalRequest } from './internal-signature';

export interface InternalClientSettings {
  /** The calling service, as the receiver will see it. */
  service: string;
  /** Base URL of the receiving service, e.g. http://127.0.0.1:4104 */
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}

export type InternalAnswer<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; code: string; message: string };

/**
 * Signed JSON calls to another service's `/internal/*` routes. Answers the receiver's outcome as a
 * value (the caller decides what a 402 or a 409 means); throws only when the receiver cannot be
 * reached or answers 5xx, so callers can retry with the same idempotency key.
 */
export class InternalClient {
  private readonly baseUrl: string;

  constructor(private readonly settings: InternalClientSettings) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
  }

  get<T>(path: string, correlationId?: string): Promise<InternalAnswer<T>> {
    return this.send<T>('GET', path, undefined, correlationId);
  }

  post<T>(path: string, body: unknown, correlationId?: string): Promise<InternalAnswer<T>> {
    return this.send<T>('POST', path, body, correlationId);
  }

  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    correlationId?: string,
  ): Promise<InternalAnswer<T>> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...signInternalRequest(this.settings.secret, { service: this.settings.service, method, path, body: payload }),
      ...(correlationId ? { 'x-correlation-id': correlationId } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: payload }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw AppError.of('SERVICE_UNAVAILABLE', undefined, { cause: error });
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { data?: T; error?: { code: string; message: string } }) : {};
    if (response.status >= 500) {
      throw AppError.of('SERVICE_UNAVAILABLE', undefined, {
        cause: new Error(`${method} ${path} answered ${response.status}`),
      });
    }
    if (response.ok) return { ok: true, status: response.status, data: parsed.data as T };
    return {
      ok: false,
      status: response.status,
      code: parsed.error?.code ?? 'BAD_REQUEST',
      message: parsed.error?.message ?? `answered ${response.status}`,
    };
  }
}
