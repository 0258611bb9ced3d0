export { UPLOADS_PATH } from './constants';
export { uploadsApi } from './openapi';
export { uploadOwner } from './owner';
export { uploadRoutes } from './routes';
export { serveUploads } from './static';
export { deleteIfUnused, sweepUploadsPeriodically } from './sweep';
