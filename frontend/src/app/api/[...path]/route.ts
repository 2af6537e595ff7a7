import { forwardToGateway } from '@/modules/gateway/forward-to-gateway';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = forwardToGateway;
export const HEAD = forwardToGateway;
export const POST = forwardToGateway;
export const PUT = forwardToGateway;
export const PATCH = forwardToGateway;
export const DELETE = forwardToGateway;
export const OPTIONS = forwardToGateway;
