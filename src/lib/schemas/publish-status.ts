// What the admin header shows of the public site (decision 040), as
// GET /api/publish-status answers it, and the deploy notification Netlify sends (decision 041).
import { z } from 'zod';

export const PUBLISH_STATES = ['live', 'publishing', 'failed'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

const time = z.iso.datetime({ offset: true });

export const PublishStatusSchema = z.object({
  state: z.enum(PUBLISH_STATES),
  /** Changes to the public pages not yet live. */
  pendingChanges: z.number().int().min(0),
  /** publishing: the oldest change waiting; failed: when it failed; live: when the site was last published. */
  since: time.nullable(),
  lastPublishedAt: time.nullable(),
  /** The newest change noted, and the time up to which every change is live (`useWhenLive` compares them). */
  lastChangeAt: time.nullable(),
  publishedThrough: time.nullable(),
  /** Why the last build failed (state failed only). */
  error: z.string().optional(),
});
export type PublishStatus = z.output<typeof PublishStatusSchema>;

/** The fields of Netlify's deploy object this site reads (the notification's body is the deploy). */
export const DeployEventSchema = z.object({
  id: z.string(),
  /** 'building' (deploy started), 'ready' (succeeded), 'error' (failed); others are ignored. */
  state: z.string(),
  /** 'production', 'deploy-preview', 'branch-deploy', …: only production deploys publish the site. */
  context: z.string().nullish(),
  created_at: time,
  error_message: z.string().nullish(),
});
export type DeployEvent = z.output<typeof DeployEventSchema>;
