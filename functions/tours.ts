// A tour's confirmation, move or cancellation, and "Send again" for its invitation (admin only).
import type { Config } from '@netlify/functions';
import { tourScheduleSchema } from '~/src/lib/schemas/tour';
import { publishedOfficeHours } from '~/src/server/office-hours';
import { cancelScheduledTour, previewTourInvite, resendTourInvite, scheduleTour } from '~/src/server/tours';
import { actorOf } from '~/src/server/actor';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/contact-submissions/:id/tour', '/api/contact-submissions/:id/tour/invite', '/api/contact-submissions/:id/tour/preview'],
};

export default routes(config, {
  '/api/contact-submissions/:id/tour': {
    // Confirm the tour at `start`, or move it there.
    PUT: async (req, { params }) => {
      const session = await requireStaff(req);
      const { start } = validate(tourScheduleSchema(await publishedOfficeHours()), await readJsonObject(req));
      return json(await scheduleTour(idParam(params), new Date(start), actorOf(session)));
    },
    DELETE: async (req, { params }) => {
      const session = await requireStaff(req);
      return json(await cancelScheduledTour(idParam(params), actorOf(session)));
    },
  },
  '/api/contact-submissions/:id/tour/preview': {
    // The invitation a confirmation or move to ?start= would send; nothing is changed or sent.
    GET: async (req, { params }) => {
      await requireStaff(req);
      const { start } = validate(tourScheduleSchema(await publishedOfficeHours()), {
        start: new URL(req.url).searchParams.get('start') ?? undefined,
      });
      return json(await previewTourInvite(idParam(params), new Date(start)));
    },
  },
  '/api/contact-submissions/:id/tour/invite': {
    POST: async (req, { params }) => {
      await requireStaff(req);
      return json(await resendTourInvite(idParam(params)));
    },
  },
});
