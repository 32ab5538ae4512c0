import { pointsEvents } from '@app/contracts';
import { memberPointsProjection } from '../../projections/points/member-points.projection.js';
import { periodLeaderboardsProjection } from '../../projections/points/period-leaderboards.projection.js';
import { pointsLedgerProjection } from '../../projections/points/points-ledger.projection.js';
import { findStreamingRule } from '../../projections/points/queries.js';
import { leaderboardQueryRoutes, pointsLedgerQueryRoutes, streamingRuleQueryRoutes } from '../../projections/points/routes.js';
import { streamingRulesProjection } from '../../projections/points/streaming-rules.projection.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { pointsOperations } from './operations.js';
import { streamingRuleCommandRoutes, userStreamRoutes } from './routes.js';

export const pointsSlice: SliceManifest = {
  name: 'points',
  contracts: [pointsEvents],
  projections: [memberPointsProjection, streamingRulesProjection, pointsLedgerProjection, periodLeaderboardsProjection],
  routes(api, { deps }) {
    api.route('/user', userStreamRoutes(deps));
    api.route('/streaming-verifications', streamingRuleQueryRoutes(deps));
    api.route('/streaming-verifications', streamingRuleCommandRoutes(deps, { findStreamingRule }));
    api.route('/leaderboard', leaderboardQueryRoutes(deps));
    api.route('/points', pointsLedgerQueryRoutes(deps));
  },
  operations: pointsOperations,
};
