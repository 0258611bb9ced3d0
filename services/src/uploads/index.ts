export { UPLOADS_PATH } from './files';
export { uploadRoutes } from './routes';
export { serveUploads } from './static';
