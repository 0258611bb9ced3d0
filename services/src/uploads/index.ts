export { uploadsArea } from './area';
export { uploadExists } from './files';
export { uploadOwner } from './owner';
export { deleteIfUnused } from './sweep';
