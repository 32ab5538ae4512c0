import type { SliceManifest } from '../../registry/manifest.js';
import { uploadOperations } from './operations.js';
import { uploadRoutes } from './routes.js';

export const uploadsSlice: SliceManifest = {
  name: 'uploads',
  routes: (api, { deps }) => void api.route('/upload', uploadRoutes(deps)),
  operations: uploadOperations,
};
