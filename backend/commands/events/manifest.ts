import { eventEvents } from '@app/contracts';
import { eventsProjection } from '../../projections/events/events.projection.js';
import { findAdminEvent, participationCount } from '../../projections/events/queries.js';
import { adminEventQueryRoutes, eventQueryRoutes } from '../../projections/events/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { eventOperations } from './operations.js';
import { adminEventCommandRoutes, eventJoinRoutes } from './routes.js';

const eventReads = { findAdminEvent, participationCount };

export const eventsSlice: SliceManifest = {
  name: 'events',
  contracts: [eventEvents],
  projections: [eventsProjection],
  routes(api, { deps }) {
    api.route('/events', eventQueryRoutes(deps));
    api.route('/events', eventJoinRoutes(deps, eventReads));
    api.route('/admin/events', adminEventQueryRoutes(deps));
    api.route('/admin/events', adminEventCommandRoutes(deps, eventReads));
  },
  operations: eventOperations,
};
