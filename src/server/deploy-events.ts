// Netlify's outgoing deploy notifications (decision 041): "Deploy started", "Deploy succeeded" and
// "Deploy failed", each POSTed to /api/deploy-events with the deploy as its body and an
// `X-Webhook-Signature` header: a JWS (HS256) made with the site's "JWS secret token", whose claims
// are `iss: "netlify"` and `sha256`, the hex SHA-256 of the body. Only a notification that passes
// all three checks changes the publish status; anything else is a 401 and changes nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';
import { DeployEventSchema, type DeployEvent } from '~/src/lib/schemas/publish-status';
import { AppError } from './errors';
import { serverEnv } from './env';
import { reportBuildFailed, reportBuildStarted, reportBuildSucceeded } from './publish-status';

const unauthorized = () => new AppError('unauthorized', 'Invalid signature');

async function verifySignature(body: string, signature: string | null): Promise<void> {
  const secret = serverEnv().DEPLOY_WEBHOOK_SECRET;
  if (!secret) {
    console.error('A deploy notification arrived, but DEPLOY_WEBHOOK_SECRET is not set (docs/OPERATIONS.md: Deploying to Netlify)');
    throw unauthorized();
  }
  if (!signature) throw unauthorized();
  let claimed: unknown;
  try {
    const { payload } = await jwtVerify(signature, new TextEncoder().encode(secret), { issuer: 'netlify', algorithms: ['HS256'] });
    claimed = payload['sha256'];
  } catch {
    throw unauthorized();
  }
  const actual = createHash('sha256').update(body).digest();
  const expected = typeof claimed === 'string' && /^[0-9a-f]{64}$/i.test(claimed) ? Buffer.from(claimed, 'hex') : null;
  if (!expected || !timingSafeEqual(expected, actual)) throw unauthorized();
}

function parseEvent(body: string): DeployEvent {
  try {
    const result = DeployEventSchema.safeParse(JSON.parse(body));
    if (result.success) return result.data;
  } catch {
    // not JSON: refused below
  }
  throw new AppError('invalid', 'Not a deploy notification');
}

export type DeployEventOutcome = 'started' | 'succeeded' | 'failed' | 'ignored';

/**
 * Checks the signature, then records what the production deploy did. A deploy reads the data when
 * it builds, after Netlify created it: every change noted before `created_at` is in it.
 */
export async function acceptDeployEvent(body: string, signature: string | null): Promise<DeployEventOutcome> {
  await verifySignature(body, signature);
  const event = parseEvent(body);
  if (event.context && event.context !== 'production') return 'ignored';
  const createdAt = new Date(event.created_at);
  switch (event.state) {
    case 'building':
      await reportBuildStarted(createdAt);
      return 'started';
    case 'ready':
      await reportBuildSucceeded(createdAt);
      return 'succeeded';
    case 'error':
      await reportBuildFailed(event.error_message || 'The Netlify deploy failed');
      return 'failed';
    default:
      return 'ignored';
  }
}
