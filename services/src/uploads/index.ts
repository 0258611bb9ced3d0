export { uploadsArea } from './area';
export { uploadOwner } from './owner';
export { deleteIfUnused } from './sweep';
